/**
 * Query keys that more than one feature needs: a feature whose write changes
 * another feature's data invalidates it by key, without importing that
 * feature. (The signed-in user's key is in lib/user.ts.)
 */

/** GET /api/notifications: an application's status change adds one. */
export const notificationsQueryKey = ['/api/notifications'] as const;
