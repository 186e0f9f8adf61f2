import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAuthResponse, type AuthResponse, type SubscriptionPlan } from '@/types/api';

/** What the register form sends (features/auth/lib/rules.ts checks it). */
export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface RegisterPayload extends RegisterInput {
  /** The plan chosen on /subscribe, carried to registration (DESIGN.md). */
  plan?: SubscriptionPlan;
}

export async function register(input: RegisterPayload): Promise<AuthResponse> {
  return parseAuthResponse(await api.post('/api/auth/register', input));
}

export function useRegister(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: register, onSuccess: options.onSuccess });
}
