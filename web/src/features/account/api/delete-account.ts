import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api, apiRequest } from '@/lib/api-client';

export interface DeleteAccountInput {
  userId: string;
  /** The password, or… */
  password?: string;
  /** …the one-time code of a fresh sign-in with the provider (/profile/security?reauth=). */
  reauth?: string;
  confirm: string;
}

/** DELETE /api/users/{id} with the password (or the provider's confirmation) and the typed word DELETE. */
export async function deleteAccount({ userId, password = '', reauth, confirm }: DeleteAccountInput): Promise<void> {
  await apiRequest(`/api/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    body: reauth ? { reauth, confirm } : { password, confirm },
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * POST /api/auth/oidc/reauth, then off to the provider to sign in again: it
 * sends the browser back to /profile/security?reauth=<code>.
 */
export async function confirmWithProvider(): Promise<void> {
  const { url } = z.object({ url: z.string() }).parse(await api.post('/api/auth/oidc/reauth'));
  window.location.assign(url);
}

export function useConfirmWithProvider() {
  return useMutation({ mutationFn: confirmWithProvider });
}
