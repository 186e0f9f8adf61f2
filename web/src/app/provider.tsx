import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/**
 * Everything the app needs around its router: the data cache. Toasts are
 * mounted by the router's root route (app/lazy-toaster), inside the router so
 * that their links work. Tooltips bring their own provider
 * (components/ui/tooltip), so the Radix tooltip code loads only with the
 * screens that show one.
 */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
