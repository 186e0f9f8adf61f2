import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { achievementsQueryKey } from '@/lib/query-keys';
import { z } from '@/lib/zod';

export const recentAchievementSchema = z.object({
  id: z.string(),
  icon: z.string(),
  title: z.string(),
  rarity: z._default(z.string(), 'common'),
  points: z._default(z.number(), 10),
  unlockedAt: z.string(),
});
export type RecentAchievement = z.infer<typeof recentAchievementSchema>;

/** User stats (seed 001 §3.2), with the completion rate the server computes (§9). */
export const achievementStatsSchema = z.object({
  totalPoints: z.number(),
  totalAchievements: z.number(),
  unlockedAchievements: z.number(),
  completionRate: z.optional(z.number()),
  categories: z.optional(z.number()),
  recentAchievements: z.array(recentAchievementSchema),
});
export type AchievementStats = z.infer<typeof achievementStatsSchema>;

export const achievementStatsQueryKey = [...achievementsQueryKey, 'user-stats'] as const;

export async function getAchievementStats(): Promise<AchievementStats> {
  return achievementStatsSchema.parse(await api.get('/api/achievements/user-stats'));
}

export const achievementStatsQueryOptions = () =>
  queryOptions({ queryKey: achievementStatsQueryKey, queryFn: getAchievementStats, refetchOnMount: 'always' });

export function useAchievementStats() {
  return useQuery(achievementStatsQueryOptions());
}
