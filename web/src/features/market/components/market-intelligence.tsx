import { AlertTriangle, Briefcase, Globe2, HeartPulse, Loader2, RefreshCw, Sparkles, TrendingUp } from 'lucide-react';
import { lazy, useState } from 'react';
import { AfterFirstTask } from '@/components/after-first-task';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LazyTab } from '@/components/ui/lazy-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGenerateMarketIntelligence } from '@/features/market/api/generate-market-intelligence';
import { useMarketInsights } from '@/features/market/api/get-market-insights';
import { useMarketSnapshot } from '@/features/market/api/get-market-snapshot';
import {
  defaultMarketFilter,
  marketIndustries,
  marketRegions,
  regionHasData,
  type MarketFilter,
  type MarketIndustry,
  type MarketRegion,
} from '@/features/market/api/market-filter';
import { HowComputed } from '@/features/market/components/how-computed';
import { MarketInsights } from '@/features/market/components/market-insights';
import { SkillForecastsTab } from '@/features/market/components/skill-forecasts-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { prefetchOnIntent } from '@/lib/prefetch';
import { formatDateTime, formatInteger } from '@/lib/dates';

// The page opens on Skill Forecasts; the other three tabs load when first
// opened, fetched as soon as the pointer or focus reaches their tab (issue 20).
const laterTabs = [
  {
    value: 'health',
    label: 'Industry Health',
    icon: HeartPulse,
    load: () => import('@/features/market/components/industry-health-tab').then((m) => ({ default: m.IndustryHealthTab })),
  },
  {
    value: 'alerts',
    label: 'Career Alerts',
    icon: AlertTriangle,
    load: () => import('@/features/market/components/career-alerts-tab').then((m) => ({ default: m.CareerAlertsTab })),
  },
  {
    value: 'roles',
    label: 'Emerging Roles',
    icon: Briefcase,
    load: () => import('@/features/market/components/emerging-roles-tab').then((m) => ({ default: m.EmergingRolesTab })),
  },
].map((tab) => ({ ...tab, Content: lazy(tab.load) }));

/** The Market Intelligence screen at /market-intelligence and /market-intel (seed 001 §2.8). */
export function MarketIntelligence() {
  useDocumentTitle('Market Intelligence');
  const [filter, setFilter] = useState<MarketFilter>(defaultMarketFilter);
  const generate = useGenerateMarketIntelligence();
  const snapshot = useMarketSnapshot();
  const hasData = regionHasData(filter.region);
  // The insights strip and the data note's "Computed …" line arrive with
  // their queries; what sits below them is shown once both have answered the
  // first time, so nothing on the page moves as they come in (CLS, issue 20).
  const insights = useMarketInsights(filter, { enabled: hasData });
  const [settled, setSettled] = useState(false);
  if (!settled && !snapshot.isPending && (!hasData || !insights.isPending)) setSettled(true);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Market Intelligence</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">
            Where demand is heading for skills, industries and roles, from U.S. labour-market data and Stride&apos;s own
            job postings.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="market-region">Region</Label>
            <Select value={filter.region} onValueChange={(v) => setFilter((f) => ({ ...f, region: v as MarketRegion }))}>
              <SelectTrigger id="market-region" className="sm:w-44" aria-label="Region">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {marketRegions.map((r) => (
                  <SelectItem key={r} value={r}>
                    {r}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="market-industry">Industry</Label>
            <Select
              value={filter.industry}
              onValueChange={(v) => setFilter((f) => ({ ...f, industry: v as MarketIndustry }))}
            >
              <SelectTrigger id="market-industry" className="sm:w-44" aria-label="Industry">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {marketIndustries.map((i) => (
                  <SelectItem key={i} value={i}>
                    {i}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            className="col-span-2 sm:col-span-1"
            onClick={() => generate.mutate(filter)}
            disabled={generate.isPending}
          >
            {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            Refresh Insights
          </Button>
        </div>
      </header>

      <div
        className="mt-6 flex flex-col gap-1 rounded-xl border border-border bg-slate-50 px-4 py-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between"
        data-testid="market-data-note"
      >
        <p className="flex items-start gap-2">
          <Globe2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {hasData ? (
            <span>
              United States data (BLS 2024-34 projections, O*NET 29.3 and Stride&apos;s postings), shown for{' '}
              {filter.region}.
            </span>
          ) : (
            <span data-testid="market-no-region-data">
              No data for this region yet: Stride&apos;s market figures are United States data (BLS, O*NET and
              Stride&apos;s postings), so {filter.region} shows no figures rather than invented ones.
            </span>
          )}
        </p>
        {snapshot.data && (
          <p className="text-muted-foreground sm:text-right" data-testid="market-computed-at">
            Computed {formatDateTime(snapshot.data.computedAt)}{' '}
            from {formatInteger(snapshot.data.postings)} postings
          </p>
        )}
      </div>

      {settled ? (
        <>
          {hasData && <MarketInsights filter={filter} />}

          {/* The tabs and the notes under them render a task after the insights strip (issue 20). */}
          <AfterFirstTask>
            <Tabs defaultValue="forecasts" className="mt-6">
              <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
                <TabsTrigger value="forecasts" className="py-2">
                  <TrendingUp aria-hidden="true" />
                  Skill Forecasts
                </TabsTrigger>
                {laterTabs.map(({ value, label, icon: Icon, load }) => (
                  <TabsTrigger key={value} value={value} className="py-2" {...prefetchOnIntent(load)}>
                    <Icon aria-hidden="true" />
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="forecasts">
                <SkillForecastsTab filter={filter} />
              </TabsContent>
              {laterTabs.map(({ value, Content }) => (
                <TabsContent key={value} value={value}>
                  <LazyTab>
                    <Content filter={filter} />
                  </LazyTab>
                </TabsContent>
              ))}
            </Tabs>

            <HowComputed />
            <p className="mt-4 flex items-start gap-2 text-xs text-muted-foreground">
              <Sparkles className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and
              Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET® is a trademark of USDOL/ETA.
              Employment projections and wages: U.S. Bureau of Labor Statistics, Employment Projections program (2024-34),
              public domain.
            </p>
          </AfterFirstTask>
        </>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label="Loading market data" />
        </div>
      )}
    </div>
  );
}
