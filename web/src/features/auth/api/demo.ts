import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authResponseSchema, type AuthResponse } from '@/types/api';

/** A fresh account filled with sample data, for "Try the demo". */
export async function startDemo(): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('/api/auth/demo'));
}

export function useDemo(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: startDemo, onSuccess: options.onSuccess });
}
