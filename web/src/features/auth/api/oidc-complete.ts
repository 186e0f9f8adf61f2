import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLoginResult, type LoginResult } from '@/features/auth/api/login';

/** POST /api/auth/oidc/complete: the one-time code the provider's callback left in /login?provider=. */
export async function completeProviderSignIn(code: string): Promise<LoginResult> {
  return parseLoginResult(await api.post('/api/auth/oidc/complete', { code }));
}

export function useCompleteProviderSignIn() {
  return useMutation({ mutationFn: completeProviderSignIn });
}
