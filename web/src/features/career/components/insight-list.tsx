import { Lightbulb, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useGenerateInsights } from '@/features/career/api/generate-insights';
import type { CareerInsight } from '@/features/career/api/get-career-insights';
import { EmptyState } from '@/features/career/components/empty-state';
import { filterInsights, insightFilters, insightTypeLabels, type InsightFilter } from '@/features/career/lib/career';
import { cn } from '@/lib/utils';

const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

/** AI market insights with the five type filters (seed 001 §2.6). */
export function InsightList({ userId, insights }: { userId: string; insights: CareerInsight[] }) {
  const [filter, setFilter] = useState<InsightFilter>('all');
  const generate = useGenerateInsights(userId);
  const shown = filterInsights(insights, filter);
  const run = async () => {
    try {
      await generate.mutateAsync();
      toast({ title: 'Success!', description: 'Fresh career insights generated successfully.' });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate insights. Please try again.' });
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter insights" className="flex flex-wrap gap-1.5">
          {insightFilters.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                filter === f ? 'border-brand-600 bg-brand-600 text-white' : 'border-border text-slate-700 hover:bg-muted',
              )}
            >
              {insightTypeLabels[f]}
            </button>
          ))}
        </div>
        <Button size="sm" variant="outline" onClick={() => void run()} disabled={generate.isPending}>
          <RefreshCw aria-hidden="true" className={generate.isPending ? 'animate-spin' : undefined} />
          {generate.isPending ? 'Generating...' : 'Generate Insights'}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          title={insights.length === 0 ? 'No insights yet' : 'No insights of this type'}
          text={
            insights.length === 0
              ? 'Generate insights to see salary, demand and growth figures for your occupation and skills.'
              : 'Choose another filter, or generate insights again.'
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Insights">
          {shown.map((i) => (
            <li key={i.id} className="rounded-xl border border-border p-4" data-insight-type={i.type}>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{insightTypeLabels[i.type as InsightFilter] ?? i.type}</Badge>
                {i.priority && (
                  <Badge variant={priorityVariant[i.priority as keyof typeof priorityVariant] ?? 'secondary'} className="capitalize">
                    {i.priority} priority
                  </Badge>
                )}
              </div>
              <p className="mt-2 font-medium text-slate-900">{i.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{i.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
