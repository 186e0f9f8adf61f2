import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerInsightSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable().optional().transform((v) => v ?? ''),
  data: z.unknown().optional(),
  priority: z.string().nullable().optional().transform((v) => v ?? null),
  actionable: z.boolean().nullable().optional().transform((v) => v ?? false),
  expiresAt: z.string().nullable().optional().transform((v) => v ?? null),
  createdAt: z.string().nullable().optional().transform((v) => v ?? null),
});
export type CareerInsight = z.infer<typeof careerInsightSchema>;

export const careerInsightsQueryKey = (userId: string) => ['/api/users', userId, 'career-insights'] as const;

export async function getCareerInsights(userId: string): Promise<CareerInsight[]> {
  return z.array(careerInsightSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/career-insights`));
}

export const careerInsightsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: careerInsightsQueryKey(userId), queryFn: () => getCareerInsights(userId) });

export function useCareerInsights(userId: string | undefined) {
  return useQuery({ ...careerInsightsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
