import { describe, expect, it } from 'vitest';
import { parseAuthResponse, parseUser } from '@/types/api';

describe('parseUser', () => {
  it('reads a numeric id as text and fills what the server left out or sent as null', () => {
    const user = parseUser({ id: 42, email: 'maya@example.com', firstName: null, skills: null });
    expect(user.id).toBe('42');
    expect(user.firstName).toBeNull();
    expect(user.lastName).toBeNull();
    expect(user.yearsExperience).toBeNull();
    expect(user.skills).toEqual([]);
    expect(user.careerGoals).toEqual([]);
    expect(user.subscriptionPlan).toBe('starter');
    expect(user.subscriptionStatus).toBe('active');
    expect(user.onboardingCompleted).toBe(false);
    expect(user.onboardingStep).toBe('plan');
  });

  it('refuses a user without an e-mail and a sign-in answer without a token', () => {
    expect(() => parseUser({ id: '1' })).toThrow();
    const user = { id: '1', email: 'maya@example.com' };
    expect(() => parseAuthResponse({ token: '', user })).toThrow();
    expect(() => parseAuthResponse({ token: 't' })).toThrow();
    expect(parseAuthResponse({ token: 't', user }).token).toBe('t');
  });
});
