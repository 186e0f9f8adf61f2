/**
 * Shapes shared by several features. Reads are parsed leniently: a field the
 * server leaves out becomes null or an empty list instead of failing the page.
 */
export type { SubscriptionPlan, User, AuthResponse } from '@/types/user';
export { isSubscriptionPlan, parseAuthResponse, parseUser, userDisplayName, userInitial } from '@/types/user';
