import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAuthResponse, type AuthResponse } from '@/types/api';

/** What the sign-in form sends (features/auth/lib/rules.ts checks it). */
export interface LoginInput {
  email: string;
  password: string;
}

/** The password was right and the account asks for a second factor. */
export interface TwoFactorChallenge {
  challenge: string;
}

export type LoginResult = AuthResponse | TwoFactorChallenge;

export function isTwoFactorChallenge(r: LoginResult): r is TwoFactorChallenge {
  return 'challenge' in r;
}

export function parseLoginResult(data: unknown): LoginResult {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (d.twoFactorRequired === true && typeof d.challenge === 'string' && d.challenge) return { challenge: d.challenge };
  return parseAuthResponse(data);
}

export async function login(input: LoginInput): Promise<LoginResult> {
  return parseLoginResult(await api.post('/api/auth/login', input));
}

export function useLogin(options: { onSuccess?: (data: LoginResult) => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess: options.onSuccess });
}

/** POST /api/auth/login/2fa: the challenge and a code from the app (or a recovery code). */
export async function loginTwoFactor(input: { challenge: string; code: string }): Promise<AuthResponse> {
  return parseAuthResponse(await api.post('/api/auth/login/2fa', input));
}

export function useLoginTwoFactor(options: { onSuccess?: (data: AuthResponse) => void } = {}) {
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: options.onSuccess });
}
