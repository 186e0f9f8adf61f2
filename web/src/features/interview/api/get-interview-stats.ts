import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const interviewStatsSchema = z.object({
  sessionsCompleted: z.number(),
  averageScore: z.number().nullable().optional().transform((v) => v ?? 0),
  strongSessions: z.number().nullable().optional().transform((v) => v ?? 0),
  averageEQ: z.number().nullable().optional().transform((v) => v ?? null),
  behavioralRating: z.string().nullable().optional().transform((v) => v ?? ''),
  behavioralScore: z.number().nullable().optional().transform((v) => v ?? null),
  currentLevel: z.number().nullable().optional().transform((v) => v ?? 1),
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
