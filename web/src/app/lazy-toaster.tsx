import * as React from 'react';
import { useToast } from '@/components/ui/use-toast';

// The toast viewport (Radix Toast) is fetched when the first toast is shown,
// not with the first page: most visits show none (issue 20).
const Toaster = React.lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts, mounted once the first one is shown. It renders inside the
 * router, so that a toast's link (Upgrade → /subscribe) can navigate.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}
