import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const challengeQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['single', 'multi', 'order', 'fill', 'short']),
  prompt: z.string(),
  code: z._default(z.optional(z.string()), ''),
  options: z._default(z.optional(z.array(z.object({ id: z.string(), text: z.string() }))), []),
});
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;

export const challengeStartSchema = z.object({
  attemptId: z.string(),
  attemptNumber: z.number(),
  challengeId: z.string(),
  title: z.string(),
  startedAt: z.string(),
  deadline: z.string(),
  timeLimit: z.number(),
  xpReward: z.number(),
  questions: z.array(challengeQuestionSchema),
});
export type ChallengeStart = z.infer<typeof challengeStartSchema>;

export async function startChallenge(challengeId: string): Promise<ChallengeStart> {
  return challengeStartSchema.parse(await api.post(`/api/learning/challenges/${encodeURIComponent(challengeId)}/start`));
}

export function useStartChallenge() {
  return useMutation({ mutationFn: startChallenge });
}
