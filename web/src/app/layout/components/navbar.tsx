import { Link, NavLink } from '@/lib/router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { mainNavigation } from '@/config/navigation';
import { MobileDrawer } from '@/app/layout/components/mobile-drawer';
import { NotificationBell } from '@/app/layout/components/signed-in-chrome';
import { ToolsMenu } from '@/app/layout/components/tools-menu';
import { UserMenu } from '@/app/layout/components/user-menu';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';

/** The top navigation bar (seed 000 §2). */
export function Navbar({ user }: { user: User | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <MobileDrawer user={user} />
        <Link to="/" aria-label="Stride home" className="mr-4 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNavigation.map(({ label, href }) => (
            <NavLink
              key={href}
              to={href}
              end={href === '/'}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-muted hover:text-slate-900',
                  // Signed out, '/' is the landing page rather than the dashboard.
                  isActive && (user || href !== '/') && 'bg-brand-50 text-brand-700 hover:bg-brand-50 hover:text-brand-700',
                )
              }
            >
              {label}
            </NavLink>
          ))}
          <ToolsMenu />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <NotificationBell />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm" className="h-9 px-3 text-sm">
                <Link to="/login">Sign in</Link>
              </Button>
              <Button asChild size="sm" className="h-9 px-3.5 text-sm">
                <Link to="/subscribe">Get Started</Link>
              </Button>
            </div>
          )}
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
