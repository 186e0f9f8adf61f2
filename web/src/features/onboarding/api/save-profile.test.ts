import { describe, expect, it } from 'vitest';
import { onboardingProfileSchema } from '@/features/onboarding/api/save-profile';

const valid = { firstName: ' Maya ', lastName: 'Chen', currentTitle: 'Analyst', yearsExperience: '7', industry: 'Finance' };

function messages(input: unknown) {
  const out = onboardingProfileSchema.safeParse(input);
  return out.success ? [] : out.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('onboardingProfileSchema', () => {
  it('trims the names and reads the years field as a number, empty as 0', () => {
    expect(onboardingProfileSchema.parse(valid)).toEqual({ ...valid, firstName: 'Maya', yearsExperience: 7 });
    expect(onboardingProfileSchema.parse({ ...valid, yearsExperience: '' }).yearsExperience).toBe(0);
    expect(onboardingProfileSchema.parse({ ...valid, yearsExperience: null }).yearsExperience).toBe(0);
  });

  it("gives seed 000's messages on the field they belong to", () => {
    expect(messages({ ...valid, firstName: '  ', lastName: '', currentTitle: ' ', industry: '' })).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'currentTitle: Job title is required',
      'industry: Industry is required',
    ]);
    expect(messages({ ...valid, yearsExperience: '51' })).toEqual([
      'yearsExperience: Years of experience must be between 0 and 50',
    ]);
    expect(messages({ ...valid, yearsExperience: -1 })).toEqual([
      'yearsExperience: Years of experience must be between 0 and 50',
    ]);
  });
});
