import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAuthResponse, type AuthResponse } from '@/types/api';

/** What the sign-in form sends (features/auth/lib/rules.ts checks it). */
export interface LoginInput {
  email: string;
  password: string;
}

export async function login(input: LoginInput): Promise<AuthResponse> {
  return parseAuthResponse(await api.post('/api/auth/login', input));
}

export function useLogin(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess: options.onSuccess });
}
