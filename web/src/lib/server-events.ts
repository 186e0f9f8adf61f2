import type { QueryClient } from '@tanstack/react-query';
import { achievementsQueryKey, notificationsQueryKey } from '@/lib/query-keys';

/**
 * What the server derives from a user's writes: notifications and
 * achievements. A write that may cause them (an application created or
 * moved, a session saved, a skill added…) refreshes both, so the bell and
 * the trophy case show the result at once.
 */
export function refreshServerEvents(queryClient: QueryClient): void {
  for (const queryKey of [notificationsQueryKey, achievementsQueryKey]) {
    void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  }
}
