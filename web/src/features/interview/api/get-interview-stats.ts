import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const interviewStatsSchema = z.object({
  sessionsCompleted: z.number(),
  averageScore: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  strongSessions: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 0)),
  averageEQ: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  behavioralRating: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  behavioralScore: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  currentLevel: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? 1)),
});
export type InterviewStats = z.infer<typeof interviewStatsSchema>;

export const interviewStatsQueryKey = (userId: string) => ['/api/users', userId, 'interview-stats'] as const;

/** The coach sidebar's figures, computed by the server from the saved sessions (DESIGN.md). */
export async function getInterviewStats(userId: string): Promise<InterviewStats> {
  return interviewStatsSchema.parse(await api.get(`/api/users/${encodeURIComponent(userId)}/interview-stats`));
}

export const interviewStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: interviewStatsQueryKey(userId), queryFn: () => getInterviewStats(userId) });

export function useInterviewStats(userId: string | undefined) {
  return useQuery({ ...interviewStatsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
