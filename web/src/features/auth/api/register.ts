import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import { authResponseSchema, subscriptionPlanSchema, type AuthResponse } from '@/types/api';

export const registerInputSchema = z.object({
  firstName: z.string().check(
    z.trim(),
    z.minLength(1, 'First name is required'),
    z.maxLength(100, 'First name is too long'),
  ),
  lastName: z.string().check(
    z.trim(),
    z.minLength(1, 'Last name is required'),
    z.maxLength(100, 'Last name is too long'),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address'),
  ),
  password: z.string().check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.maxLength(200, 'Password is too long'),
  ),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export interface RegisterPayload extends RegisterInput {
  /** The plan chosen on /subscribe, carried to registration (DESIGN.md). */
  plan?: z.infer<typeof subscriptionPlanSchema>;
}

export async function register(input: RegisterPayload): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('/api/auth/register', input));
}

export function useRegister(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: register, onSuccess: options.onSuccess });
}
