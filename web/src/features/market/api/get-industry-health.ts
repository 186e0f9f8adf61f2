import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, type MarketFilter } from '@/features/market/api/market-filter';

const num = z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0));

/** Seed 001 §3.2 Industry health, with the figures behind it. */
export const industryHealthSchema = z.object({
  id: z.string(),
  industryName: z.string(),
  healthScore: z.number(),
  growthPotential: z.number(),
  stabilityIndex: z.number(),
  innovationRate: z.number(),
  riskFactors: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  opportunities: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  employmentTrends: z.pipe(
    z.optional(z.nullable(z.object({ employment2024: num, employment2034: num, change: num, changePct: num }))),
    z.transform((v) => v ?? null),
  ),
  keyMetrics: z.pipe(z.optional(z.nullable(z.object({
      annualOpenings: num,
      openingsPer100Workers: num,
      medianWage: num,
      postings: num,
      hotTechnologyShare: num,
      emergingTaskShare: num,
      growthScore: num,
      allOccupationsGrowth: num,
      explanation: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    }))), z.transform((v) => v ?? null)),
  computedAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type IndustryHealth = z.infer<typeof industryHealthSchema>;

/** All industries of the region: the tab compares them and details the chosen one. */
export const industryHealthQueryKey = (region: MarketFilter['region']) => [marketKeyRoot, 'industry-health', region] as const;

export async function getIndustryHealth(region: MarketFilter['region']): Promise<IndustryHealth[]> {
  const q = new URLSearchParams({ region });
  return z.array(industryHealthSchema).parse(await api.get(`${marketKeyRoot}/industry-health?${q.toString()}`));
}

export function useIndustryHealth(region: MarketFilter['region']) {
  return useQuery(queryOptions({ queryKey: industryHealthQueryKey(region), queryFn: () => getIndustryHealth(region) }));
}
