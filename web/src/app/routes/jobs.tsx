import { JobsPage } from '@/features/jobs/components/jobs-page';
import type { User } from '@/types/api';

export default function JobsRoute({ user }: { user: User }) {
  return <JobsPage userId={user.id} />;
}
