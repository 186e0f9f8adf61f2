import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, readResponse } from '@/lib/api-client';
import { getAuthToken, removeAuthToken } from '@/lib/auth-token';
import { takeEarlySession } from '@/lib/early-session';
import { parseUser, type User } from '@/types/user';

/**
 * The signed-in user lives under this one query key (seed 000 §7: GET
 * /api/auth/user). Every screen that shows the user reads it, and every write
 * to the user (profile edit, avatar, plan, onboarding, payment) puts the
 * server's answer here or invalidates it, so one refresh reaches them all.
 */
export const userQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (401 → null). */
export async function getUser(): Promise<User | null> {
  // Without a token there is no session to ask about: skip the request (and
  // the 401 it would log in the browser console).
  const token = getAuthToken();
  if (!token) return null;
  // The first check of a page load takes the answer to the request
  // index.html already sent; if that request failed to reach the server,
  // it is sent again.
  const ask = () => api.get<unknown>('/api/auth/user', { on401: 'returnNull' });
  const early = takeEarlySession(token);
  const data = early ? await early.then((res) => readResponse<unknown>(res, 'returnNull'), ask) : await ask();
  if (data === null) {
    // An expired or revoked token is of no further use.
    if (getAuthToken()) removeAuthToken();
    return null;
  }
  return parseUser(data);
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

/** Puts a user the server answered with (PUT /api/users/{id}, …) into the one cache. */
export function setCachedUser(queryClient: QueryClient, data: unknown): User {
  const user = parseUser(data);
  queryClient.setQueryData(userQueryKey, user);
  return user;
}

/** Re-reads the signed-in user after a write whose answer is not the user. */
export function refreshUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}
