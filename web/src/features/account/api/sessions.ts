import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

/** One signed-in session (GET /api/auth/sessions). */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  client: z.string(),
  address: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionsQueryKey = ['/api/auth/sessions'] as const;

export async function getSessions(): Promise<SessionInfo[]> {
  return z.array(sessionSchema).parse(await api.get('/api/auth/sessions'));
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions }));
}

/** DELETE /api/auth/sessions/{id}, or every other session without an id. */
export async function endSessions(id?: string): Promise<void> {
  await api.delete(id ? `/api/auth/sessions/${encodeURIComponent(id)}` : '/api/auth/sessions');
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** "Chrome on Linux" from a User-Agent; the raw string when nothing is recognised. */
export function describeClient(ua: string): string {
  if (!ua) return 'Unknown client';
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /Firefox\//.test(ua) ? 'Firefox'
    : /Chrome\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : null;
  const os =
    /Android/.test(ua) ? 'Android'
    : /iPhone|iPad/.test(ua) ? 'iOS'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? ua.slice(0, 60);
}
