import { describe, expect, it } from 'vitest';
import { isTwoFactorChallenge, parseLoginResult } from '@/features/auth/api/login';

describe('parseLoginResult', () => {
  it('reads a two-factor challenge', () => {
    const r = parseLoginResult({ twoFactorRequired: true, challenge: 'abc' });
    expect(isTwoFactorChallenge(r)).toBe(true);
  });
  it('reads a session', () => {
    const r = parseLoginResult({ token: 't', user: { id: 'u1', email: 'a@b.co', emailVerified: true } });
    expect(isTwoFactorChallenge(r)).toBe(false);
    if (!isTwoFactorChallenge(r)) expect(r.user.emailVerified).toBe(true);
  });
  it('refuses an answer with neither', () => {
    expect(() => parseLoginResult({ twoFactorRequired: true })).toThrow();
  });
});
