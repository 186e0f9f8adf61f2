import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userQueryKey } from '@/features/auth/api/get-user';
import { api } from '@/lib/api-client';
import { getAuthToken, removeAuthToken } from '@/lib/auth-token';

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
