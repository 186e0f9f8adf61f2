import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { regionHasData, type MarketRegion } from '@/features/market/api/market-filter';

/** Loading, failure and the seed's empty states, shared by the four tabs. */
export function TabState({
  isPending,
  isError,
  empty,
  emptyTitle,
  emptyText,
  region,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyText: string;
  region: MarketRegion;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  }
  if (isError) {
    return (
      <Card className="p-8 text-center text-sm text-muted-foreground" role="alert">
        These figures could not be loaded. Try Refresh Insights.
      </Card>
    );
  }
  if (empty) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center" data-testid="market-empty">
        <Info className="size-8 text-slate-400" aria-hidden="true" />
        <h3 className="mt-3 font-semibold text-slate-900">{emptyTitle}</h3>
        <p className="mt-1 max-w-md text-sm text-muted-foreground">
          {regionHasData(region)
            ? emptyText
            : 'No data for this region yet. Stride’s market figures are United States data, shown for Global and North America.'}
        </p>
      </Card>
    );
  }
  return <>{children}</>;
}
