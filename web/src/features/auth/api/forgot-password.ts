import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const res = await api.post<{ message?: string }>('/api/auth/forgot-password', { email });
  return res?.message ?? '';
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
