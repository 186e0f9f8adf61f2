import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import { authResponseSchema, type AuthResponse } from '@/types/api';

export const loginInputSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address'),
  ),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export async function login(input: LoginInput): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('/api/auth/login', input));
}

export function useLogin(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess: options.onSuccess });
}
