import { NavLink } from '@/lib/router';
import { mainNavigation } from '@/config/navigation';
import { navigationIcons } from '@/config/navigation-icons';
import { cn } from '@/lib/utils';

/** The bottom tab bar below 768 px with the four main links (seed 000 §2). */
export function BottomTabBar() {
  return (
    <nav
      aria-label="Primary mobile"
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {mainNavigation.map(({ label, href }) => {
          const Icon = navigationIcons[href];
          return (
          <li key={href}>
            <NavLink
              to={href}
              end={href === '/'}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-slate-500 transition-colors hover:text-slate-900',
                  isActive && 'text-brand-700 hover:text-brand-700',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-brand-50',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
          );
        })}
      </ul>
    </nav>
  );
}
