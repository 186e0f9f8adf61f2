import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { userQueryKey } from '@/lib/user';

/** POST /api/auth/verify-email with the link's token. */
export async function verifyEmail(token: string): Promise<string> {
  const res = await api.post<{ message?: string; user?: unknown }>('/api/auth/verify-email', { token });
  return res?.message ?? '';
}

/** Confirms the address; a signed-in user's cached account is refreshed (the banner goes). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      if (getAuthToken()) void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

