import { ChevronDown, Database, Download, LogOut, User as UserIcon } from 'lucide-react';
import { Link } from '@/lib/router';
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

/** The signed-in profile menu: Profile, downloads, the data, Logout (seed 000 §2). */
export function SignedInUserMenu({ user }: { user: User }) {
  const logout = useLogout();
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
