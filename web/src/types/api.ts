import { z } from '@/lib/zod';

/**
 * Shapes shared by several features. Reads are parsed leniently: a field the
 * server leaves out becomes null or an empty list instead of failing the page.
 */
const nullableString = z.string().nullable().optional().transform((v) => v ?? null);

export const subscriptionPlanSchema = z.enum(['starter', 'professional', 'executive']);
export type { SubscriptionPlan } from '@/types/user';

export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
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
  yearsExperience: z.number().nullable().optional().transform((v) => v ?? null),
  skills: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  careerGoals: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  subscriptionPlan: z.string().nullable().optional().transform((v) => v ?? 'starter'),
  subscriptionStatus: z.string().nullable().optional().transform((v) => v ?? 'active'),
  onboardingCompleted: z.boolean().nullable().optional().transform((v) => v ?? false),
  onboardingStep: z.string().nullable().optional().transform((v) => v ?? 'plan'),
  createdAt: nullableString,
  updatedAt: nullableString,
});
export type { User } from '@/types/user';

/** `{token, user}` from register, login and demo. */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export { userDisplayName, userInitial } from '@/types/user';
