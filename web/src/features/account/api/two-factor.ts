import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/user';

/** A new secret, as POST /api/auth/2fa/setup answers it. */
export interface TwoFactorKey {
  secret: string;
  otpauthUrl: string;
  /** A PNG data: URL. */
  qrCode: string;
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorKey>('/api/auth/2fa/setup') });
}

/** Turns it on with a first code; answers the ten recovery codes, once. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => (await api.post<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', { code })).recoveryCodes,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.post('/api/auth/2fa/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
