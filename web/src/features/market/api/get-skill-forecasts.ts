import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, marketQuery, type MarketFilter } from '@/features/market/api/market-filter';

/** Seed 001 §3.2 Skill forecast, with what it is built from and when. */
export const skillForecastSchema = z.object({
  id: z.string(),
  skillName: z.string(),
  growthRate: z.number(),
  currentDemandScore: z.number(),
  predictedDemandScore: z.number(),
  confidence: z.number(),
  timeHorizon: z.string(),
  dataSource: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  computedAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type SkillForecast = z.infer<typeof skillForecastSchema>;

export const skillForecastsQueryKey = (f: MarketFilter) => [marketKeyRoot, 'skill-forecasts', f.region, f.industry] as const;

export async function getSkillForecasts(f: MarketFilter): Promise<SkillForecast[]> {
  return z.array(skillForecastSchema).parse(await api.get(marketQuery('skill-forecasts', f)));
}

export function useSkillForecasts(f: MarketFilter) {
  return useQuery(queryOptions({ queryKey: skillForecastsQueryKey(f), queryFn: () => getSkillForecasts(f) }));
}
