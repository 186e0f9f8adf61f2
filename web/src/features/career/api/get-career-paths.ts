import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerPathSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  fromRole: z.string(),
  toRole: z.string(),
  requiredSkills: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  timeframe: z.string().nullable().optional().transform((v) => v ?? null),
  salaryIncrease: z.string().nullable().optional().transform((v) => v ?? null),
  difficulty: z.string().nullable().optional().transform((v) => v ?? null),
});
export type CareerPath = z.infer<typeof careerPathSchema>;

export const careerPathsQueryKey = ['/api/career-paths'] as const;

export async function getCareerPaths(): Promise<CareerPath[]> {
  return z.array(careerPathSchema).parse(await api.get('/api/career-paths'));
}

export const careerPathsQueryOptions = () => queryOptions({ queryKey: careerPathsQueryKey, queryFn: getCareerPaths });

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
