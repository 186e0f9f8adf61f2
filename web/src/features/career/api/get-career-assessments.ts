import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

const strings = z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? []));

/** What the career interview's analysis found (stored as the assessment's results). */
export const interviewResultsSchema = z.object({
  answered: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  values: strings,
  strengths: strings,
  constraints: strings,
  learningStyles: strings,
  skillsToLearn: strings,
  evidence: strings,
  targetRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  targetOccupation: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  hoursPerWeek: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  confidence: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  clarity: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  summary: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type InterviewResults = z.infer<typeof interviewResultsSchema>;

export const suggestedGoalSchema = z.object({
  title: z.string(),
  targetRole: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  description: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
});
export type SuggestedGoal = z.infer<typeof suggestedGoalSchema>;

export const assessmentSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  type: z.string(),
  results: z.catch(interviewResultsSchema, () => interviewResultsSchema.parse({})),
  aiInsights: z.pipe(
    z.catch(
      z.optional(
        z.nullable(
          z.object({
            suggestedGoals: z.pipe(z.optional(z.nullable(z.array(suggestedGoalSchema))), z.transform((v) => v ?? [])),
          }),
        ),
      ),
      null,
    ),
    z.transform((v) => v ?? { suggestedGoals: [] }),
  ),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentsQueryKey = (userId: string) => ['/api/users', userId, 'career-assessments'] as const;

export async function getAssessments(userId: string): Promise<Assessment[]> {
  return z.array(assessmentSchema).parse(await api.get(`/api/users/${encodeURIComponent(userId)}/career-assessments`));
}

export function useAssessments(userId: string) {
  return useQuery(queryOptions({ queryKey: assessmentsQueryKey(userId), queryFn: () => getAssessments(userId) }));
}
