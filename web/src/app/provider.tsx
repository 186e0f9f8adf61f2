import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useToast } from '@/components/ui/use-toast';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

// The toast viewport (Radix Toast) is fetched when the first toast is shown,
// not with the first page: most visits show none (issue 20).
const Toaster = React.lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
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

/**
 * Everything the app needs around its router: data cache and toasts.
 * Tooltips bring their own provider (components/ui/tooltip), so the Radix
 * tooltip code loads only with the screens that show one.
 */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
