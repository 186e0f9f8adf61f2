import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';
import { authResponseSchema, subscriptionPlanSchema, type AuthResponse } from '@/types/api';

export const registerInputSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
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
