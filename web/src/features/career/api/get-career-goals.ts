import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const careerGoalSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  userId: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  description: z.string().nullable().optional().transform((v) => v ?? null),
  targetRole: z.string().nullable().optional().transform((v) => v ?? null),
  currentProgress: z.number().nullable().optional().transform((v) => v ?? 0),
  deadline: z.string().nullable().optional().transform((v) => v ?? null),
  status: z.string().nullable().optional().transform((v) => v ?? 'active'),
  aiAnalysis: z
    .object({
      occupation: z.string(),
      medianWage: z.number().nullable().optional().transform((v) => v ?? null),
      growthPct: z.number().nullable().optional().transform((v) => v ?? null),
      salaryChange: z.string().nullable().optional().transform((v) => v ?? null),
    })
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => v ?? null),
  progressByHand: z.boolean().nullable().optional().transform((v) => v ?? false),
  createdAt: z.string().nullable().optional().transform((v) => v ?? null),
  updatedAt: z.string().nullable().optional().transform((v) => v ?? null),
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
