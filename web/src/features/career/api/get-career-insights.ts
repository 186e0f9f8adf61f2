import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerInsightSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  type: z.string(),
  title: z.string(),
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  data: z.optional(z.unknown()),
  priority: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  actionable: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  expiresAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
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
