import { Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useMarketInsights } from '@/features/market/api/get-market-insights';
import type { MarketFilter } from '@/features/market/api/market-filter';
import { cn } from '@/lib/utils';

const priorityDot: Record<string, string> = { high: 'bg-green-600', medium: 'bg-amber-500', low: 'bg-slate-400' };

/** Key insights of the filter: a strip of short findings above the tabs. */
export function MarketInsights({ filter }: { filter: MarketFilter }) {
  const q = useMarketInsights(filter);
  if (!q.data || q.data.length === 0) return null;
  return (
    <section aria-labelledby="market-insights-heading" className="mt-6">
      <h2 id="market-insights-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
        Key insights for {filter.industry}
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {q.data.map((i) => (
          <li key={i.id}>
            <Card className="h-full p-3" data-testid="market-insight">
              <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                <span
                  aria-hidden="true"
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', priorityDot[i.priority] ?? 'bg-slate-400')}
                />
                {i.title}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{i.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
