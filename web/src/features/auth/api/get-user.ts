import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAuthToken, removeAuthToken } from '@/lib/auth-token';
import { parseUser, type User } from '@/types/user';

export const userQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (401 → null). */
export async function getUser(): Promise<User | null> {
  // Without a token there is no session to ask about: skip the request (and
  // the 401 it would log in the browser console).
  if (!getAuthToken()) return null;
  const data = await api.get<unknown>('/api/auth/user', { on401: 'returnNull' });
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
