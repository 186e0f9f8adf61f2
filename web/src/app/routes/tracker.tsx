import { Tracker } from '@/features/applications/components/tracker';
import type { User } from '@/types/api';

export default function TrackerRoute({ user }: { user: User }) {
  return <Tracker userId={user.id} />;
}
