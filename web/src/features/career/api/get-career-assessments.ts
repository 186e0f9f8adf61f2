import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const strings = z.array(z.string()).nullable().optional().transform((v) => v ?? []);

/** What the career interview's analysis found (stored as the assessment's results). */
export const interviewResultsSchema = z.object({
  answered: z.number().nullable().optional().transform((v) => v ?? 0),
  values: strings,
  strengths: strings,
  constraints: strings,
  learningStyles: strings,
  skillsToLearn: strings,
  evidence: strings,
  targetRole: z.string().nullable().optional().transform((v) => v ?? null),
  targetOccupation: z.string().nullable().optional().transform((v) => v ?? null),
  hoursPerWeek: z.string().nullable().optional().transform((v) => v ?? null),
  confidence: z.number().nullable().optional().transform((v) => v ?? null),
  clarity: z.number().nullable().optional().transform((v) => v ?? null),
  summary: z.string().nullable().optional().transform((v) => v ?? null),
});
export type InterviewResults = z.infer<typeof interviewResultsSchema>;

export const suggestedGoalSchema = z.object({
  title: z.string(),
  targetRole: z.string().nullable().optional().transform((v) => v ?? ''),
  description: z.string().nullable().optional().transform((v) => v ?? ''),
});
export type SuggestedGoal = z.infer<typeof suggestedGoalSchema>;

export const assessmentSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  results: interviewResultsSchema.catch(() => interviewResultsSchema.parse({})),
  aiInsights: z
    .object({ suggestedGoals: z.array(suggestedGoalSchema).nullable().optional().transform((v) => v ?? []) })
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => v ?? { suggestedGoals: [] }),
  createdAt: z.string().nullable().optional().transform((v) => v ?? null),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentsQueryKey = (userId: string) => ['/api/users', userId, 'career-assessments'] as const;

export async function getAssessments(userId: string): Promise<Assessment[]> {
  return z.array(assessmentSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/career-assessments`));
}

export function useAssessments(userId: string) {
  return useQuery(queryOptions({ queryKey: assessmentsQueryKey(userId), queryFn: () => getAssessments(userId) }));
}
