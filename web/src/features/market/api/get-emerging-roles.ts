import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, marketQuery, type MarketFilter } from '@/features/market/api/market-filter';

const strings = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));

/** Seed 001 §3.2 Emerging role. */
export const emergingRoleSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  emergenceScore: z.number(),
  demandGrowth: z.number(),
  salaryRange: z.pipe(
    z.optional(z.nullable(z.object({ min: z.number(), max: z.number() }))),
    z.transform((v) => v ?? null),
  ),
  projectedJobs: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  timeToMainstream: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  humanCentricSkills: strings,
  aiAugmentedSkills: strings,
  geographicHotspots: strings,
  companies: strings,
  skillBreakdown: z.pipe(z.optional(z.nullable(z.object({
      humanCentricShare: z.optional(z.number()),
      aiAugmentedShare: z.optional(z.number()),
      postings: z.optional(z.number()),
      salarySource: z.optional(z.string()),
      employment2024: z.optional(z.number()),
    }))), z.transform((v) => v ?? null)),
});
export type EmergingRole = z.infer<typeof emergingRoleSchema>;

export const emergingRolesQueryKey = (f: MarketFilter) => [marketKeyRoot, 'emerging-roles', f.region, f.industry] as const;

export async function getEmergingRoles(f: MarketFilter): Promise<EmergingRole[]> {
  return z.array(emergingRoleSchema).parse(await api.get(marketQuery('emerging-roles', f)));
}

export function useEmergingRoles(f: MarketFilter) {
  return useQuery(queryOptions({ queryKey: emergingRolesQueryKey(f), queryFn: () => getEmergingRoles(f) }));
}
