import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link } from '@/lib/router';
import { SignedInUserMenu } from '@/app/layout/components/signed-in-chrome';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { User } from '@/types/user';

/** Profile menu: Profile and Logout signed in; Sign In and Sign Up signed out (seed 000 §2). */
export function UserMenu({ user }: { user: User | null }) {
  if (user) return <SignedInUserMenu user={user} />;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
          <UserRound aria-hidden="true" className="size-5!" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem asChild>
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/register">
            <UserPlus aria-hidden="true" />
            Sign Up
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
