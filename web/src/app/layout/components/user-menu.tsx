import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link } from '@/lib/router';
import { SignedInUserMenu } from '@/app/layout/components/signed-in-chrome';
import { Button, buttonVariants } from '@/components/ui/button';
import { StaticMenu, StaticMenuLink } from '@/components/ui/static-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePrerender } from '@/lib/prerender';
import { cn } from '@/lib/utils';
import type { User } from '@/types/user';

/** Profile menu: Profile and Logout signed in; Sign In and Sign Up signed out (seed 000 §2). */
export function UserMenu({ user }: { user: User | null }) {
  const prerender = usePrerender();
  if (user) return <SignedInUserMenu user={user} />;
  if (prerender) {
    return (
      <StaticMenu
        label="Account menu"
        trigger={<UserRound aria-hidden="true" className="size-5!" />}
        triggerClassName={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'rounded-full group-open:bg-muted')}
        panelClassName="right-0 w-48"
      >
        <StaticMenuLink href="/login">
          <LogIn aria-hidden="true" />
          Sign In
        </StaticMenuLink>
        <StaticMenuLink href="/register">
          <UserPlus aria-hidden="true" />
          Sign Up
        </StaticMenuLink>
      </StaticMenu>
    );
  }
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
