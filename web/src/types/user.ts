/**
 * The signed-in user as the screens read it, and a lenient reader for it.
 * Kept free of zod so that the first page a visitor loads, and the sign-in
 * and register pages, stay small.
 */
export type SubscriptionPlan = 'starter' | 'professional' | 'executive';

const plans: readonly string[] = ['starter', 'professional', 'executive'];

/** Whether v names one of the plans. */
export function isSubscriptionPlan(v: unknown): v is SubscriptionPlan {
  return typeof v === 'string' && plans.includes(v);
}

export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  title: string | null;
  location: string | null;
  phone: string | null;
  resumeUrl: string | null;
  portfolioUrl: string | null;
  linkedinUrl: string | null;
  experienceLevel: string | null;
  availability: string | null;
  bio: string | null;
  currentTitle: string | null;
  industry: string | null;
  yearsExperience: number | null;
  skills: string[];
  careerGoals: string[];
  subscriptionPlan: string;
  subscriptionStatus: string;
  onboardingCompleted: boolean;
  onboardingStep: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** True once a link sent to the address was opened. */
  emailVerified: boolean;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
  twoFactorEnabled: boolean;
  isDemo: boolean;
}

const textFields = [
  'firstName', 'lastName', 'profileImageUrl', 'title', 'location', 'phone', 'resumeUrl', 'portfolioUrl',
  'linkedinUrl', 'experienceLevel', 'availability', 'bio', 'currentTitle', 'industry', 'createdAt', 'updatedAt',
] as const;

function text(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Reads a user from the server; a field left out becomes null or []. */
export function parseUser(data: unknown): User {
  if (typeof data !== 'object' || data === null) throw new Error('Invalid user');
  const d = data as Record<string, unknown>;
  if ((typeof d.id !== 'string' && typeof d.id !== 'number') || typeof d.email !== 'string') {
    throw new Error('Invalid user');
  }
  const user = {
    id: String(d.id),
    email: d.email,
    yearsExperience: typeof d.yearsExperience === 'number' ? d.yearsExperience : null,
    skills: strings(d.skills),
    careerGoals: strings(d.careerGoals),
    subscriptionPlan: text(d.subscriptionPlan) ?? 'starter',
    subscriptionStatus: text(d.subscriptionStatus) ?? 'active',
    onboardingCompleted: d.onboardingCompleted === true,
    onboardingStep: text(d.onboardingStep) ?? 'plan',
    emailVerified: d.emailVerified === true,
    pendingEmail: text(d.pendingEmail),
    twoFactorEnabled: d.twoFactorEnabled === true,
    isDemo: d.isDemo === true,
  } as User;
  for (const f of textFields) user[f] = text(d[f]);
  return user;
}

/** `{token, user}` from register, login and demo. */
export interface AuthResponse {
  token: string;
  user: User;
}

/** Reads a sign-in answer: a token and a user, else an error. */
export function parseAuthResponse(data: unknown): AuthResponse {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof d.token !== 'string' || d.token === '') throw new Error('Invalid sign-in answer');
  return { token: d.token, user: parseUser(d.user) };
}

/** Display helpers for the navigation (seed 000 §2). */
export function userDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const full = [user.firstName, user.lastName].filter((p) => p && p.trim()).join(' ').trim();
  return full || user.email || 'User';
}

export function userInitial(user: Pick<User, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
