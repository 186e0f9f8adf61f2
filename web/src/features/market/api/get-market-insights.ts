import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, marketQuery, type MarketFilter } from '@/features/market/api/market-filter';

/** Seed 001 §3.1 market_insights, as the screen reads them. */
export const marketInsightSchema = z.object({
  id: z.string(),
  insightType: z.string(),
  title: z.string(),
  summary: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  priority: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'medium')),
  actionable: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
});
export type MarketInsight = z.infer<typeof marketInsightSchema>;

export const marketInsightsQueryKey = (f: MarketFilter) => [marketKeyRoot, 'insights', f.region, f.industry] as const;

export async function getMarketInsights(f: MarketFilter): Promise<MarketInsight[]> {
  return z.array(marketInsightSchema).parse(await api.get(marketQuery('insights', f)));
}

export function useMarketInsights(f: MarketFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(queryOptions({ queryKey: marketInsightsQueryKey(f), queryFn: () => getMarketInsights(f), enabled }));
}
