import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface DeleteAccountInput {
  userId: string;
  password: string;
  confirm: string;
}

/** DELETE /api/users/{id} with the password and the typed word DELETE. */
export async function deleteAccount({ userId, password, confirm }: DeleteAccountInput): Promise<void> {
  await apiRequest(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE', body: { password, confirm } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
