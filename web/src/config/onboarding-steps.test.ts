import { describe, expect, it } from 'vitest';
import { stepStates } from '@/config/onboarding-steps';

describe('stepper', () => {
  it('marks the steps before the current one done', () => {
    expect(stepStates('plan').map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(stepStates('profile').map((s) => [s.label, s.state])).toEqual([
      ['Plan', 'done'],
      ['Profile', 'current'],
      ['Preferences', 'upcoming'],
    ]);
    expect(stepStates('preferences').map((s) => s.state)).toEqual(['done', 'done', 'current']);
  });
});
