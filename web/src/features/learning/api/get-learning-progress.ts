import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { browserTimeZone, DEFAULT_LEARNING_STYLE, DEFAULT_PACE } from '@/features/learning/lib/learning';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

// Seed 001 §9: with nothing returned, level 1 and 0 XP.
export const learningProgressSchema = z.object({
  totalXP: z.number().nullable().optional().transform((v) => v ?? 0),
  level: z.number().nullable().optional().transform((v) => v ?? 1),
  levelStartXP: z.number().optional().default(0),
  nextLevelXP: z.number().optional().default(100),
  streak: z.number().nullable().optional().transform((v) => v ?? 0),
  longestStreak: z.number().optional().default(0),
  completedChallenges: z.number().nullable().optional().transform((v) => v ?? 0),
  completedModules: z.number().optional().default(0),
  skillBadges: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  achievements: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  learningStyle: z.string().nullable().optional().transform((v) => v || DEFAULT_LEARNING_STYLE),
  preferredPace: z.string().nullable().optional().transform((v) => v || DEFAULT_PACE),
  weakAreas: z.array(z.string()).optional().default([]),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;

export const defaultProgress: LearningProgress = learningProgressSchema.parse({});

export async function getLearningProgress(): Promise<LearningProgress> {
  return learningProgressSchema.parse(
    await api.get(`/api/learning/progress?timeZone=${encodeURIComponent(browserTimeZone())}`),
  );
}

export function useLearningProgress() {
  return useQuery({ queryKey: learningKeys.progress, queryFn: getLearningProgress });
}
