import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useIndustryHealth, type IndustryHealth } from '@/features/market/api/get-industry-health';
import type { MarketFilter } from '@/features/market/api/market-filter';
import { TabState } from '@/features/market/components/tab-state';
import { healthTier, peopleCount, percentOf, signedPercent, tierStyles } from '@/features/market/lib/format';
import { cn } from '@/lib/utils';

function HealthChart({ list, selected }: { list: IndustryHealth[]; selected: string }) {
  const data = list.map((h) => ({ label: h.industryName, values: [h.healthScore] }));
  return (
    <figure className="m-0">
      <div
        role="img"
        aria-label={`Health score by industry: ${list.map((h) => `${h.industryName} ${Math.round(h.healthScore)}`).join(', ')}.`}
        className="h-60 w-full"
      >
        <BarChart
          data={data}
          orientation="horizontal"
          domain={[0, 100]}
          series={[{ name: 'Health score', fill: tierStyles.green.fill }]}
          barFill={(row) => tierStyles[healthTier(list[row]?.healthScore ?? 0)].fill}
          barOpacity={(row) => (list[row]?.industryName === selected ? 1 : 0.45)}
          axisWidth={100}
          radius={4}
          className="h-full"
        />
      </div>
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Colours: 80 or more green, 60 or more yellow, below 60 red. {selected} is highlighted.
      </figcaption>
    </figure>
  );
}

function Gauge({ label, value, text, hint }: { label: string; value: number; text: string; hint: string }) {
  const tier = healthTier(value);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cn('font-semibold tabular-nums', tierStyles[tier].text)}>{text}</span>
      </div>
      <Progress
        value={value}
        className="mt-1.5"
        aria-label={label}
        indicatorClassName={tier === 'green' ? 'bg-green-600' : tier === 'yellow' ? 'bg-amber-500' : 'bg-red-600'}
      />
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

function HealthDetail({ h }: { h: IndustryHealth }) {
  const tier = healthTier(h.healthScore);
  const km = h.keyMetrics;
  const trends = h.employmentTrends;
  return (
    <Card className="p-4 sm:p-6" data-testid="industry-health-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{h.industryName} health</h2>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold tabular-nums', tierStyles[tier].badge)}
          data-testid="health-score"
        >
          {Math.round(h.healthScore)} / 100 · {tierStyles[tier].label}
        </span>
      </div>
      {km?.explanation && (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="health-explanation">
          {km.explanation}
        </p>
      )}
      <div className="mt-5 grid gap-5 sm:grid-cols-3">
        <Gauge
          label="Growth potential"
          value={km?.growthScore ?? 50}
          text={signedPercent(h.growthPotential)}
          hint={`Projected employment change 2024-34 (all occupations ${signedPercent(km?.allOccupationsGrowth ?? 0)}).`}
        />
        <Gauge
          label="Stability"
          value={h.stabilityIndex * 100}
          text={h.stabilityIndex.toFixed(2)}
          hint={`${(km?.openingsPer100Workers ?? 0).toFixed(1)} openings a year per 100 workers.`}
        />
        <Gauge
          label="Innovation"
          value={h.innovationRate * 100}
          text={h.innovationRate.toFixed(2)}
          hint={`${percentOf(km?.hotTechnologyShare ?? 0)} hot technologies; ${percentOf(km?.emergingTaskShare ?? 0)} of occupations with emerging tasks.`}
        />
      </div>
      {trends && km && (
        <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-muted-foreground">Jobs 2024</dt>
            <dd className="font-semibold tabular-nums">{peopleCount(trends.employment2024)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-muted-foreground">Jobs 2034</dt>
            <dd className="font-semibold tabular-nums">{peopleCount(trends.employment2034)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-muted-foreground">Openings a year</dt>
            <dd className="font-semibold tabular-nums">{peopleCount(km.annualOpenings)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-muted-foreground">Median wage</dt>
            <dd className="font-semibold tabular-nums">${Math.round(km.medianWage / 1000)}k</dd>
          </div>
        </dl>
      )}
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <section>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <ShieldAlert className="size-4 text-red-600" aria-hidden="true" />
            Risk factors
          </h3>
          {h.riskFactors.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None found in the projections.</p>
          ) : (
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {h.riskFactors.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
            Opportunities
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {h.opportunities.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </section>
      </div>
    </Card>
  );
}

/** Industry Health tab: the chosen industry in detail, compared with the others. */
export function IndustryHealthTab({ filter }: { filter: MarketFilter }) {
  const q = useIndustryHealth(filter.region);
  const list = q.data ?? [];
  const selected = list.find((h) => h.industryName === filter.industry);
  return (
    <TabState
      isPending={q.isPending}
      isError={q.isError}
      empty={!selected}
      emptyTitle="No industry health data"
      emptyText={`No occupations of ${filter.industry} have projections yet.`}
      region={filter.region}
    >
      <div className="space-y-6">
        {selected && <HealthDetail h={selected} />}
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Health score by industry</h2>
          <div className="mt-4">
            <HealthChart list={list} selected={filter.industry} />
          </div>
        </Card>
      </div>
    </TabState>
  );
}
