import type { QueryClient } from '@tanstack/react-query';

/**
 * What the server derives from a user's writes: notifications and
 * achievements. A write that may cause them (an application created or
 * moved, a session saved, a skill added…) refreshes these, so the bell and
 * the trophy case show the result at once. Keys are prefixes of the
 * features' own query keys.
 */
export const serverEventQueryKeys = [['/api/notifications'], ['/api/achievements']] as const;

export function refreshServerEvents(queryClient: QueryClient): void {
  for (const queryKey of serverEventQueryKeys) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
