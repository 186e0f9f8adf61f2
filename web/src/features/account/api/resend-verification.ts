import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email/resend: a new link to confirm the address. */
export async function resendVerification(): Promise<string> {
  const res = await api.post<{ message?: string }>('/api/auth/verify-email/resend');
  return res?.message ?? 'We have sent a confirmation link to your e-mail address.';
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
