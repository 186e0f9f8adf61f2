import { Database, Download, LogIn, LogOut, User as UserIcon, UserPlus, type LucideIcon } from 'lucide-react';
import { Link, NavLink } from '@/lib/router';
import { Logo } from '@/components/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { mainNavigation, toolsNavigation, type NavLinkItem } from '@/config/navigation';
import { navigationIcons } from '@/config/navigation-icons';
import { useLogout } from '@/lib/session';
import { DrawerButton } from '@/app/layout/components/mobile-drawer';
import { UserAvatar } from '@/app/layout/components/user-avatar';
import { cn } from '@/lib/utils';
import { userDisplayName, type User } from '@/types/user';

function DrawerLink({
  item,
  onNavigate,
  highlight = true,
}: {
  item: NavLinkItem & { icon?: LucideIcon };
  onNavigate: () => void;
  highlight?: boolean;
}) {
  const Icon = item.icon ?? navigationIcons[item.href];
  return (
    <NavLink
      to={item.href}
      end={item.href === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-muted',
          isActive && highlight && 'bg-brand-50 text-brand-700 hover:bg-brand-50',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {item.label}
    </NavLink>
  );
}

/** The side drawer itself, loaded when it is first opened (mobile-drawer.tsx). */
export default function MobileDrawerSheet({
  user,
  open,
  setOpen,
}: {
  user: User | null;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <DrawerButton />
      </SheetTrigger>
      <SheetContent>
        <div className="flex h-16 items-center border-b px-5">
          <SheetTitle asChild>
            <Link to="/" onClick={close} aria-label="Stride home" className="rounded-lg">
              <Logo />
            </Link>
          </SheetTitle>
        </div>
        <SheetDescription className="sr-only">Main navigation</SheetDescription>
        {user && (
          <div className="flex items-center gap-3 border-b px-5 py-4">
            <UserAvatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{userDisplayName(user)}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
        )}
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <div className="grid gap-1">
            {mainNavigation.map((item) => (
              <DrawerLink key={item.href} item={item} onNavigate={close} highlight={Boolean(user) || item.href !== '/'} />
            ))}
          </div>
          <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">Tools</p>
          <div className="grid gap-1">
            {toolsNavigation.map((item) => (
              <DrawerLink key={item.href} item={item} onNavigate={close} />
            ))}
          </div>
        </nav>
        <div className="grid gap-1 border-t px-3 py-4">
          {user ? (
            <>
              <DrawerLink item={{ label: 'Profile', href: '/profile', icon: UserIcon }} onNavigate={close} />
              <DrawerLink item={{ label: 'Logo downloads', href: '/downloads', icon: Download }} onNavigate={close} />
              <DrawerLink item={{ label: 'About the data', href: '/about-data', icon: Database }} onNavigate={close} />
              <button
                type="button"
                onClick={() => {
                  close();
                  logout.mutate();
                }}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-red-600 transition-colors hover:bg-red-50"
              >
                <LogOut aria-hidden="true" className="size-5" />
                Logout
              </button>
            </>
          ) : (
            <>
              <DrawerLink item={{ label: 'Sign In', href: '/login', icon: LogIn }} onNavigate={close} />
              <DrawerLink item={{ label: 'Sign Up', href: '/register', icon: UserPlus }} onNavigate={close} />
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
