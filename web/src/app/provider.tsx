import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/** Everything the app needs around its routes: data cache, tooltips, router, toasts. */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <BrowserRouter>
          {children}
          <Toaster />
        </BrowserRouter>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
