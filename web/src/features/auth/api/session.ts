import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { userQueryKey } from '@/features/auth/api/get-user';
import { setAuthToken } from '@/lib/auth-token';
import { safeNextPath } from '@/lib/safe-redirect';
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
