import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

export const interviewSessionSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  userId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  type: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
  score: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  createdAt: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null)),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const interviewSessionsQueryKey = (userId: string) => ['/api/users', userId, 'interview-sessions'] as const;

/**
 * Seed 000 §7/§8: a non-success response or a non-list is treated as an empty
 * list, silently (no toast, no retry). Rows that do not parse are skipped.
 */
export async function getInterviewSessions(userId: string): Promise<InterviewSession[]> {
  let data: unknown;
  try {
    data = await api.get(`/api/users/${encodeURIComponent(userId)}/interview-sessions`);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((row) => {
    const parsed = interviewSessionSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export const interviewSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: interviewSessionsQueryKey(userId),
    queryFn: () => getInterviewSessions(userId),
    retry: false,
  });

export function useInterviewSessions(userId: string | undefined) {
  return useQuery({ ...interviewSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
