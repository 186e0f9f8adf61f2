import type { PrefetchPageData } from '@/app/route-types';
import { userApplicationsQueryOptions } from '@/features/applications/api/get-user-applications';
import { Tracker } from '@/features/applications/components/tracker';
import type { User } from '@/types/api';

/** A first visit's applications are requested as soon as the session is known (startFirstPageData). */
export const prefetchData: PrefetchPageData = (client, user) =>
  void client.prefetchQuery(userApplicationsQueryOptions(user.id));

export default function TrackerRoute({ user }: { user: User }) {
  return <Tracker userId={user.id} />;
}
