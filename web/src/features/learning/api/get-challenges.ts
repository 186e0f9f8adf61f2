import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.number(),
  xpReward: z.number().nullable().optional(),
  timeLimit: z.number(),
  skill: z.string(),
  pathId: z.string().optional().default(''),
  unlocked: z.boolean(),
  completed: z.boolean(),
  bestScore: z.number().nullable().optional().transform((v) => v ?? null),
  attempts: z.number().optional().default(0),
  questionCount: z.number().optional().default(0),
  questionTypes: z.array(z.string()).optional().default([]),
  requires: z.array(z.object({ id: z.string(), title: z.string() })).optional().default([]),
});
export type Challenge = z.infer<typeof challengeSchema>;

export async function getChallenges(): Promise<Challenge[]> {
  return z.array(challengeSchema).parse(await api.get('/api/learning/challenges'));
}

export function useChallenges() {
  return useQuery({ queryKey: learningKeys.challenges, queryFn: getChallenges });
}
