import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { browserTimeZone } from '@/lib/dates';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const questionReviewSchema = z.object({
  questionId: z.string(),
  type: z.string(),
  prompt: z.string(),
  correct: z.boolean(),
  credit: z.number(),
  yourAnswer: z.array(z.string()),
  correctAnswer: z.array(z.string()),
  explanation: z.string(),
  feedback: z._default(z.optional(z.string()), ''),
  strengths: z._default(z.optional(z.array(z.string())), []),
  improvements: z._default(z.optional(z.array(z.string())), []),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

export const challengeResultSchema = z.object({
  challengeId: z.string(),
  attemptId: z.string(),
  attemptNumber: z.number(),
  xpGained: z.number(),
  levelUp: z.boolean(),
  score: z.number(),
  passed: z.boolean(),
  // The pass mark, when the server sends it with the result.
  passingScore: z.optional(z.number()),
  late: z.boolean(),
  timeSpent: z.number(),
  bestScore: z.number(),
  totalXP: z.number(),
  level: z.number(),
  streak: z.number(),
  newBadges: z.array(z.string()),
  review: z.array(questionReviewSchema),
  resubmitted: z.boolean(),
});
export type ChallengeResult = z.infer<typeof challengeResultSchema>;

/** An answer: an option id, a list of option ids, or text. */
export type AnswerValue = string | string[];

export interface ChallengeSubmission {
  challengeId: string;
  attemptId: string;
  answers: Record<string, AnswerValue>;
}

export async function completeChallenge(input: ChallengeSubmission): Promise<ChallengeResult> {
  return challengeResultSchema.parse(
    await api.post('/api/learning/complete-challenge', { ...input, timeZone: browserTimeZone() }),
  );
}

/** Submits the answers; the server grades them and returns the review. */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeChallenge,
    onSuccess: () =>
      Promise.all(
        [learningKeys.progress, learningKeys.challenges, learningKeys.recommendationsAll].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
