import { useQuery } from '@tanstack/react-query';
import { learningKeys } from '@/features/learning/api/keys';
import { DEFAULT_LEARNING_STYLE, DEFAULT_PACE } from '@/features/learning/lib/learning';
import { browserTimeZone } from '@/lib/dates';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';

// Seed 001 §9: with nothing returned, level 1 and 0 XP.
export const learningProgressSchema = z.object({
  totalXP: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  level: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 1)),
  levelStartXP: z._default(z.optional(z.number()), 0),
  nextLevelXP: z._default(z.optional(z.number()), 100),
  streak: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  longestStreak: z._default(z.optional(z.number()), 0),
  completedChallenges: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  completedModules: z._default(z.optional(z.number()), 0),
  skillBadges: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  achievements: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  learningStyle: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v || DEFAULT_LEARNING_STYLE)),
  preferredPace: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v || DEFAULT_PACE)),
  weakAreas: z._default(z.optional(z.array(z.string())), []),
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
