import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { api } from '@/lib/api-client';
import { getAuthToken, removeAuthToken, setAuthToken } from '@/lib/auth-token';
import { safeNextPath } from '@/lib/safe-redirect';
import { userQueryKey } from '@/lib/user';
import type { AuthResponse } from '@/types/api';

/** Where to go after signing in: the `next` query parameter when safe, else '/'. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next')) ?? '/';
}

/**
 * After register, login or demo: keep the token, forget anything cached for a
 * previous visitor, put the user in the cache and go to `next` or '/'.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    ({ token, user }: AuthResponse) => {
      setAuthToken(token);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, user);
      navigate(next, { replace: true });
    },
    [queryClient, navigate, next],
  );
}

/**
 * Seed 000 §4: if a stored token exists the server is told to log out; a
 * failure is logged and treated as success. The token is always removed
 * locally, the current user is re-fetched and the page goes to '/'.
 */
export async function logout(): Promise<void> {
  if (!getAuthToken()) return;
  try {
    await api.post('/api/auth/logout');
  } catch (error) {
    console.warn('Logout request failed; signing out locally anyway.', error);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      removeAuthToken();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      // Without a token the refetch answers 401 → null: signed out.
      await queryClient.refetchQueries({ queryKey: userQueryKey }).catch(() => undefined);
      if (queryClient.getQueryData(userQueryKey) !== null) queryClient.setQueryData(userQueryKey, null);
      // Let the signed-out render commit first: on a signed-in path it
      // redirects to /login?next=…, and '/' must be the last navigation.
      await new Promise((resolve) => setTimeout(resolve, 0));
      navigate('/', { replace: true });
    },
  });
}
