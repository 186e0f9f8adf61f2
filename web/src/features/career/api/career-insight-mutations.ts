import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { careerInsightsQueryKey } from '@/features/career/api/get-career-insights';
import { assessmentSchema, assessmentsQueryKey, suggestedGoalSchema } from '@/features/career/api/get-career-assessments';
import { api } from '@/lib/api-client';

/** POST /api/career/generate-insights {userId}; refreshes the insights list. */
export function useGenerateInsights(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/career/generate-insights', { userId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: careerInsightsQueryKey(userId) }),
  });
}

export const interviewQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  followUp: z.string().nullable().optional().transform((v) => v ?? ''),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** POST /api/career/interview {userId} → {questions}. */
export function useCareerInterviewQuestions(userId: string) {
  return useMutation({
    mutationFn: async () =>
      z.object({ questions: z.array(interviewQuestionSchema) }).parse(await api.post('/api/career/interview', { userId }))
        .questions,
  });
}

export const interviewAnalysisSchema = z.object({
  assessment: assessmentSchema,
  suggestedGoals: z.array(suggestedGoalSchema).nullable().optional().transform((v) => v ?? []),
});

/** POST /api/career/interview/analyze {questions, responses}. */
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
