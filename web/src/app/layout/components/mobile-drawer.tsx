import { LogIn, Menu, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { StaticMenu, StaticMenuLink } from '@/components/ui/static-menu';
import { mainNavigation, toolsNavigation } from '@/config/navigation';
import { navigationIcons } from '@/config/navigation-icons';
import { usePrerender } from '@/lib/prerender';
import type { User } from '@/types/user';
import { prefetchOnIntent } from '@/lib/prefetch';
import { cn } from '@/lib/utils';

// The drawer (a Radix dialog with its focus trap and scroll lock) is fetched
// when the menu button is first hovered, focused or pressed, not with the
// first page (issue 20).
const loadSheet = () => import('@/app/layout/components/mobile-drawer-sheet');
const MobileDrawerSheet = lazy(loadSheet);

/** The menu button that opens the drawer. */
export function DrawerButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu" {...props}>
      <Menu aria-hidden="true" className="size-5!" />
    </Button>
  );
}

/**
 * The menu below 768 px on the page rendered to static HTML (signed out): a
 * disclosure that needs no script, holding the drawer's links.
 */
function StaticMobileMenu() {
  const links = [...mainNavigation.filter((item) => item.href !== '/'), ...toolsNavigation];
  return (
    <StaticMenu
      label="Open menu"
      className="-ml-2 md:hidden"
      trigger={<Menu aria-hidden="true" className="size-5!" />}
      triggerClassName={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'group-open:bg-muted')}
      panelClassName="fixed inset-x-3 top-16 max-h-[calc(100dvh-5rem)] overflow-y-auto"
    >
      <nav aria-label="Mobile" className="grid gap-0.5">
        {links.map(({ href, label }) => {
          const Icon = navigationIcons[href];
          return (
            <StaticMenuLink key={href} href={href} className="gap-3 py-2.5 font-medium text-slate-700 [&_svg]:size-5">
              <Icon aria-hidden="true" />
              {label}
            </StaticMenuLink>
          );
        })}
        <div className="my-1.5 h-px bg-border" />
        <StaticMenuLink href="/login" className="gap-3 py-2.5 font-medium text-slate-700 [&_svg]:size-5">
          <LogIn aria-hidden="true" />
          Sign In
        </StaticMenuLink>
        <StaticMenuLink href="/register" className="gap-3 py-2.5 font-medium text-slate-700 [&_svg]:size-5">
          <UserPlus aria-hidden="true" />
          Sign Up
        </StaticMenuLink>
      </nav>
    </StaticMenu>
  );
}

/** The side drawer below 768 px (seed 000 §2). */
export function MobileDrawer({ user }: { user: User | null }) {
  if (usePrerender()) return <StaticMobileMenu />;
  return <AppMobileDrawer user={user} />;
}

function AppMobileDrawer({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = (
    <DrawerButton
      aria-haspopup="dialog"
      aria-expanded={open}
      {...prefetchOnIntent(loadSheet)}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MobileDrawerSheet user={user} open={open} setOpen={setOpen} />
    </Suspense>
  );
}
