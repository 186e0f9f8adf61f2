import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import type { User } from '@/types/user';
import { prefetchOnIntent } from '@/lib/prefetch';

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

/** The side drawer below 768 px (seed 000 §2). */
export function MobileDrawer({ user }: { user: User | null }) {
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
