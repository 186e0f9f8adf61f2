import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const interviewQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  followUp: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** POST /api/career/interview {userId} → {questions} (seed 001 §7). */
export function useCareerInterviewQuestions(userId: string) {
  return useMutation({
    mutationFn: async () =>
      z.object({ questions: z.array(interviewQuestionSchema) }).parse(await api.post('/api/career/interview', { userId }))
        .questions,
  });
}
