import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAuthResponse, type AuthResponse } from '@/types/api';

/** A fresh account filled with sample data, for "Try the demo". */
export async function startDemo(): Promise<AuthResponse> {
  return parseAuthResponse(await api.post('/api/auth/demo'));
}

export function useDemo(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: startDemo, onSuccess: options.onSuccess });
}
