import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.number(),
  xpReward: z.optional(z.nullable(z.number())),
  timeLimit: z.number(),
  skill: z.string(),
  pathId: z._default(z.optional(z.string()), ''),
  unlocked: z.boolean(),
  completed: z.boolean(),
  bestScore: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  attempts: z._default(z.optional(z.number()), 0),
  questionCount: z._default(z.optional(z.number()), 0),
  questionTypes: z._default(z.optional(z.array(z.string())), []),
  requires: z._default(z.optional(z.array(z.object({ id: z.string(), title: z.string() }))), []),
});
export type Challenge = z.infer<typeof challengeSchema>;

export async function getChallenges(): Promise<Challenge[]> {
  return z.array(challengeSchema).parse(await api.get('/api/learning/challenges'));
}

export function useChallenges() {
  return useQuery({ queryKey: learningKeys.challenges, queryFn: getChallenges });
}
