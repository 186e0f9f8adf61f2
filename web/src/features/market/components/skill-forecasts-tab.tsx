import { BarChart } from '@/components/charts/bar-chart';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useSkillForecasts, type SkillForecast } from '@/features/market/api/get-skill-forecasts';
import type { MarketFilter } from '@/features/market/api/market-filter';
import { TabState } from '@/features/market/components/tab-state';
import { healthTier, percentOf, signedPercent, tierStyles } from '@/features/market/lib/format';
import { cn } from '@/lib/utils';

function ForecastChart({ forecasts }: { forecasts: SkillForecast[] }) {
  const data = forecasts.map((f) => ({ label: f.skillName, values: [f.currentDemandScore, f.predictedDemandScore] }));
  const summary = forecasts
    .map((f) => `${f.skillName}: current ${Math.round(f.currentDemandScore)}, predicted ${Math.round(f.predictedDemandScore)}`)
    .join('; ');
  return (
    <figure className="m-0">
      <div role="img" aria-label={`Current and predicted demand by skill. ${summary}.`} className="h-[420px] w-full">
        <BarChart
          data={data}
          orientation="horizontal"
          domain={[0, 100]}
          series={[
            { name: 'Current demand', fill: '#94a3b8' },
            { name: 'Predicted demand', fill: '#2563eb' },
          ]}
          className="h-full"
        />
      </div>
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Demand scores 0-100: current from Stride&apos;s postings, predicted over the BLS 2024-34 projection period.
      </figcaption>
    </figure>
  );
}

function ForecastCard({ f }: { f: SkillForecast }) {
  const tier = healthTier(f.predictedDemandScore);
  return (
    <Card className="p-4" data-testid="skill-forecast">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{f.skillName}</h3>
        <span className={cn('text-sm font-semibold tabular-nums', f.growthRate >= 0 ? 'text-green-700' : 'text-red-700')}>
          {signedPercent(f.growthRate)}
        </span>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        {/* Each group is a dt and its dd's (the figure, then its bar), as a description list allows. */}
        <div className="grid grid-cols-[1fr_auto]">
          <dt className="text-muted-foreground">Current demand</dt>
          <dd className="tabular-nums">{Math.round(f.currentDemandScore)}</dd>
          <dd className="col-span-2">
            <Progress value={f.currentDemandScore} className="mt-1" indicatorClassName="bg-slate-400" aria-label="Current demand" />
          </dd>
        </div>
        <div className="grid grid-cols-[1fr_auto]">
          <dt className="text-muted-foreground">Predicted demand</dt>
          <dd className={cn('font-medium tabular-nums', tierStyles[tier].text)}>{Math.round(f.predictedDemandScore)}</dd>
          <dd className="col-span-2">
            <Progress
              value={f.predictedDemandScore}
              className="mt-1"
              indicatorClassName={cn(tier === 'green' ? 'bg-green-600' : tier === 'yellow' ? 'bg-amber-500' : 'bg-red-600')}
              aria-label="Predicted demand"
            />
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge variant="secondary">Confidence {percentOf(f.confidence)}</Badge>
        <Badge variant="outline">{f.timeHorizon}</Badge>
      </div>
      {f.dataSource && <p className="mt-3 text-xs leading-relaxed text-muted-foreground">{f.dataSource}</p>}
    </Card>
  );
}

/** Skill Forecasts tab: current vs predicted demand of the industry's most-asked skills. */
export function SkillForecastsTab({ filter }: { filter: MarketFilter }) {
  const q = useSkillForecasts(filter);
  const list = q.data ?? [];
  return (
    <TabState
      isPending={q.isPending}
      isError={q.isError}
      empty={list.length === 0}
      emptyTitle="No skill forecasts available"
      emptyText={`Stride has no postings in ${filter.industry} asking for a known technology yet.`}
      region={filter.region}
    >
      <div className="space-y-6">
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            {filter.industry} skills: current vs predicted demand
          </h2>
          <div className="mt-4">
            <ForecastChart forecasts={list} />
          </div>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((f) => (
            <li key={f.id}>
              <ForecastCard f={f} />
            </li>
          ))}
        </ul>
      </div>
    </TabState>
  );
}
