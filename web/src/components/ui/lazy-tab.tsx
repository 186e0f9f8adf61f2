import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A tab's content fetched when the tab is first opened: a spinner in its place until it has arrived. */
export function LazyTab({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label="Loading" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
