import { z } from '@/lib/zod';
import type { UpdateUserInput } from '@/lib/update-user';
import type { User } from '@/types/api';

const optionalUrl = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  'Please enter a valid URL',
));

/**
 * The Personal information form. The seed's six fields (names, e-mail, title,
 * location; the photo is saved on its own) plus the rest of the profile the
 * completeness figure counts. Messages match the server's.
 */
export const profileFormSchema = z.object({
  firstName: z.string().check(
    z.trim(),
    z.minLength(1, 'First name is required'),
    z.maxLength(100, 'Must be at most 100 characters'),
  ),
  lastName: z.string().check(
    z.trim(),
    z.minLength(1, 'Last name is required'),
    z.maxLength(100, 'Must be at most 100 characters'),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address'),
  ),
  title: z.string().check(z.trim(), z.maxLength(200, 'Must be at most 200 characters')),
  location: z.string().check(z.trim(), z.maxLength(200, 'Must be at most 200 characters')),
  phone: z.string().check(z.trim(), z.maxLength(200, 'Must be at most 200 characters')),
  industry: z.string(),
  yearsExperience: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 50), 'Years of experience must be between 0 and 50'),
  ),
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  bio: z.string().check(z.maxLength(5000, 'Must be at most 5000 characters')),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function profileFormDefaults(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    title: user.title ?? '',
    location: user.location ?? '',
    phone: user.phone ?? '',
    industry: user.industry ?? '',
    yearsExperience: user.yearsExperience == null ? '' : String(user.yearsExperience),
    linkedinUrl: user.linkedinUrl ?? '',
    portfolioUrl: user.portfolioUrl ?? '',
    bio: user.bio ?? '',
  };
}

/** The PUT body: the seed's fields plus the extra ones (years only when given). */
export function toUpdateInput(values: ProfileFormValues): UpdateUserInput {
  const { yearsExperience, ...rest } = values;
  return yearsExperience === '' ? rest : { ...rest, yearsExperience: Number(yearsExperience) };
}
