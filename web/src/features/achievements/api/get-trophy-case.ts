import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { achievementsQueryKey } from '@/lib/query-keys';
import { z } from '@/lib/zod';

/** An achievement as the trophy case shows it (seed 001 §3.2). */
export const achievementSchema = z.object({
  id: z.string(),
  category: z.optional(z.string()),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  rarity: z._default(z.string(), 'common'),
  points: z._default(z.number(), 10),
  isUnlocked: z.boolean(),
  unlockedAt: z.optional(z.nullable(z.string())),
  progress: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  current: z.optional(z.number()),
  target: z.optional(z.number()),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const trophyCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.optional(z.string()),
  color: z._default(z.string(), '#0A2540'),
  description: z.optional(z.nullable(z.string())),
  unlockedCount: z.number(),
  totalAchievements: z.number(),
  achievements: z.array(achievementSchema),
});
export type TrophyCategory = z.infer<typeof trophyCategorySchema>;

export const raritySchema = z.object({ name: z.string(), color: z.string(), points: z.number() });
export type Rarity = z.infer<typeof raritySchema>;

export const trophyCaseSchema = z.object({
  categories: z.array(trophyCategorySchema),
  rarities: z._default(z.array(raritySchema), []),
});
export type TrophyCase = z.infer<typeof trophyCaseSchema>;

export const trophyCaseQueryKey = [...achievementsQueryKey, 'trophy-case'] as const;

export async function getTrophyCase(): Promise<TrophyCase> {
  return trophyCaseSchema.parse(await api.get('/api/achievements/trophy-case'));
}

/**
 * Achievements change as a result of writes elsewhere, so the trophy case
 * is read afresh whenever it is opened.
 */
export const trophyCaseQueryOptions = () =>
  queryOptions({ queryKey: trophyCaseQueryKey, queryFn: getTrophyCase, refetchOnMount: 'always' });

export function useTrophyCase() {
  return useQuery(trophyCaseQueryOptions());
}
