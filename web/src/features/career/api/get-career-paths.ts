import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerPathSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  fromRole: z.string(),
  toRole: z.string(),
  requiredSkills: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  timeframe: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  salaryIncrease: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  difficulty: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  fromMedianWage: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  toMedianWage: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  toGrowthPct: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  closeness: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
});
export type CareerPath = z.infer<typeof careerPathSchema>;

export const careerPathsQueryKey = ['/api/career-paths'] as const;

/** GET /api/career-paths, from fromRole (free text) or the user's own title. */
export async function getCareerPaths(fromRole = ''): Promise<CareerPath[]> {
  const query = fromRole.trim() ? `?fromRole=${encodeURIComponent(fromRole.trim())}` : '';
  return z.array(careerPathSchema).parse(await api.get(`/api/career-paths${query}`));
}

export const careerPathsQueryOptions = (fromRole = '') =>
  queryOptions({ queryKey: [...careerPathsQueryKey, fromRole.trim()], queryFn: () => getCareerPaths(fromRole) });

export function useCareerPaths(fromRole = '') {
  return useQuery(careerPathsQueryOptions(fromRole));
}
