import { describe, expect, it } from 'vitest';
import { profileFormSchema, toUpdateInput, type ProfileFormValues } from '@/features/profile/lib/profile-form';

const valid: ProfileFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  title: '',
  location: '',
  phone: '',
  industry: '',
  yearsExperience: '',
  linkedinUrl: '',
  portfolioUrl: '',
  bio: '',
};

function errors(values: Partial<ProfileFormValues>) {
  const r = profileFormSchema.safeParse({ ...valid, ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
}

describe('profileFormSchema', () => {
  it('accepts empty optional fields', () => {
    expect(errors({})).toEqual({});
  });
  it('requires names and a valid e-mail', () => {
    expect(errors({ firstName: ' ', lastName: '', email: 'nope' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });
  it('checks years and links', () => {
    expect(errors({ yearsExperience: '51' })).toEqual({ yearsExperience: 'Years of experience must be between 0 and 50' });
    expect(errors({ yearsExperience: '-1' })).toEqual({ yearsExperience: 'Years of experience must be between 0 and 50' });
    expect(errors({ yearsExperience: '0', linkedinUrl: 'https://linkedin.com/in/ada' })).toEqual({});
    expect(errors({ portfolioUrl: 'ada.dev' })).toEqual({ portfolioUrl: 'Please enter a valid URL' });
  });
});

describe('toUpdateInput', () => {
  it('sends years as a number only when given', () => {
    expect(toUpdateInput(valid)).not.toHaveProperty('yearsExperience');
    expect(toUpdateInput({ ...valid, yearsExperience: '7' }).yearsExperience).toBe(7);
  });
});
