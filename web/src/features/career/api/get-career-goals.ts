import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerGoalSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  targetRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  currentProgress: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  deadline: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  status: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'active')),
  aiAnalysis: z.pipe(z.catch(z.optional(z.nullable(z.object({
      occupation: z.string(),
      medianWage: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
      growthPct: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
      salaryChange: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
      missingSkills: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
      timeframe: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
      credential: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
      sources: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
    }))), null), z.transform((v) => v ?? null)),
  progressByHand: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  updatedAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type CareerGoal = z.infer<typeof careerGoalSchema>;

export const careerGoalsQueryKey = (userId: string) => ['/api/users', userId, 'career-goals'] as const;

export async function getCareerGoals(userId: string): Promise<CareerGoal[]> {
  return z.array(careerGoalSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/career-goals`));
}

export const careerGoalsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: careerGoalsQueryKey(userId), queryFn: () => getCareerGoals(userId) });

export function useCareerGoals(userId: string | undefined) {
  return useQuery({ ...careerGoalsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
