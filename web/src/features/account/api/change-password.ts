import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/password: other sessions end; the owner is told by e-mail. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const res = await api.post<{ message?: string }>('/api/auth/password', input);
  return res?.message ?? 'Password changed.';
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
