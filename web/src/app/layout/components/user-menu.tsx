import { ChevronDown, Database, Download, LogIn, LogOut, User as UserIcon, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/lib/session';
import { UserAvatar } from '@/app/layout/components/user-avatar';
import { userDisplayName, type User } from '@/types/user';

/** Profile menu: Profile and Logout signed in; Sign In and Sign Up signed out (seed 000 §2). */
export function UserMenu({ user }: { user: User | null }) {
  const logout = useLogout();

  if (!user) {
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

  const name = userDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 gap-2 rounded-full px-1 md:pr-2.5 md:pl-1"
          aria-label={`Account menu for ${name}`}
        >
          <UserAvatar user={user} />
          <span data-testid="user-name" className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-700 md:inline">
            {name}
          </span>
          <ChevronDown aria-hidden="true" className="hidden text-slate-400 md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          {user.email && name !== user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/downloads">
            <Download aria-hidden="true" />
            Logo downloads
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/about-data">
            <Database aria-hidden="true" />
            About the data
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
