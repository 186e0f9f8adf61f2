import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const skillTrendSchema = z.object({
  skill: z.string(),
  growth: z.number(),
  postings: z.number().nullable().optional().transform((v) => v ?? 0),
  postingChange: z.number().nullable().optional().transform((v) => v ?? 0),
  weekly: z.array(z.number()).nullable().optional().transform((v) => v ?? []),
  hot: z.boolean().nullable().optional().transform((v) => v ?? false),
  occupationGrowth: z.number().nullable().optional().transform((v) => v ?? 0),
});
export type SkillTrend = z.infer<typeof skillTrendSchema>;

export const skillTrendsQueryKey = ['/api/career/skill-trends'] as const;

export function useSkillTrends() {
  return useQuery({
    queryKey: skillTrendsQueryKey,
    queryFn: async () => z.array(skillTrendSchema).parse(await api.get('/api/career/skill-trends')),
  });
}
