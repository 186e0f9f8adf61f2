import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { assessmentSchema, assessmentsQueryKey, suggestedGoalSchema } from '@/features/career/api/get-career-assessments';
import { careerInsightsQueryKey } from '@/features/career/api/get-career-insights';
import type { InterviewQuestion } from '@/features/career/api/get-interview-questions';
import { api } from '@/lib/api-client';

export const interviewAnalysisSchema = z.object({
  assessment: assessmentSchema,
  suggestedGoals: z.pipe(z.optional(z.nullable(z.array(suggestedGoalSchema))), z.transform((v) => v ?? [])),
});

/** POST /api/career/interview/analyze {questions, responses}: a new assessment and insights. */
export function useAnalyzeCareerInterview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { questions: InterviewQuestion[]; responses: { questionId: string; answer: string }[] }) =>
      interviewAnalysisSchema.parse(await api.post('/api/career/interview/analyze', body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: careerInsightsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey(userId) });
    },
  });
}
