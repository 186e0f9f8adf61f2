import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const skillTrendSchema = z.object({
  skill: z.string(),
  growth: z.number(),
  postings: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  postingChange: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  weekly: z.pipe(z.optional(z.nullable(z.array(z.number()))), z.transform((v) => v ?? [])),
  hot: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  occupationGrowth: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
});
export type SkillTrend = z.infer<typeof skillTrendSchema>;

export const skillTrendsQueryKey = ['/api/career/skill-trends'] as const;

export function useSkillTrends() {
  return useQuery({
    queryKey: skillTrendsQueryKey,
    queryFn: async () => z.array(skillTrendSchema).parse(await api.get('/api/career/skill-trends')),
  });
}
