import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { marketKeyRoot, marketQuery, type MarketFilter } from '@/features/market/api/market-filter';

const strings = z.array(z.string()).nullable().optional().transform((v) => v ?? []);

/** Seed 001 §3.2 Emerging role. */
export const emergingRoleSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  description: z.string().nullable().optional().transform((v) => v ?? ''),
  emergenceScore: z.number(),
  demandGrowth: z.number(),
  salaryRange: z.object({ min: z.number(), max: z.number() }).nullable().optional().transform((v) => v ?? null),
  projectedJobs: z.number().nullable().optional().transform((v) => v ?? 0),
  timeToMainstream: z.string().nullable().optional().transform((v) => v ?? ''),
  humanCentricSkills: strings,
  aiAugmentedSkills: strings,
  geographicHotspots: strings,
  companies: strings,
  skillBreakdown: z
    .object({
      humanCentricShare: z.number().optional(),
      aiAugmentedShare: z.number().optional(),
      postings: z.number().optional(),
      salarySource: z.string().optional(),
      employment2024: z.number().optional(),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type EmergingRole = z.infer<typeof emergingRoleSchema>;

export const emergingRolesQueryKey = (f: MarketFilter) => [marketKeyRoot, 'emerging-roles', f.region, f.industry] as const;

export async function getEmergingRoles(f: MarketFilter): Promise<EmergingRole[]> {
  return z.array(emergingRoleSchema).parse(await api.get(marketQuery('emerging-roles', f)));
}

export function useEmergingRoles(f: MarketFilter) {
  return useQuery(queryOptions({ queryKey: emergingRolesQueryKey(f), queryFn: () => getEmergingRoles(f) }));
}
