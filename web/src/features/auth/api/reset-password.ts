import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password with the link's token; every session ends. */
export async function resetPassword(input: { token: string; password: string }): Promise<string> {
  const res = await api.post<{ message?: string }>('/api/auth/reset-password', input);
  return res?.message ?? '';
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
