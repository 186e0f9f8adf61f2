import { z } from '@/lib/zod';

/**
 * Shapes shared by several features. Reads are parsed leniently: a field the
 * server leaves out becomes null or an empty list instead of failing the page.
 */
const nullableString = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? null));

export const subscriptionPlanSchema = z.enum(['starter', 'professional', 'executive']);
export type { SubscriptionPlan } from '@/types/user';

export const userSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  email: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  profileImageUrl: nullableString,
  title: nullableString,
  location: nullableString,
  phone: nullableString,
  resumeUrl: nullableString,
  portfolioUrl: nullableString,
  linkedinUrl: nullableString,
  experienceLevel: nullableString,
  availability: nullableString,
  bio: nullableString,
  currentTitle: nullableString,
  industry: nullableString,
  yearsExperience: z.pipe(z.optional(z.nullable(z.number())), z.transform((v) => v ?? null)),
  skills: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  careerGoals: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((v) => v ?? [])),
  subscriptionPlan: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'starter')),
  subscriptionStatus: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'active')),
  onboardingCompleted: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  onboardingStep: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'plan')),
  createdAt: nullableString,
  updatedAt: nullableString,
});
export type { User } from '@/types/user';

/** `{token, user}` from register, login and demo. */
export const authResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export { userDisplayName, userInitial } from '@/types/user';
