import { ApplyForm } from '@/features/applications/components/apply-form';
import { ApplyPage } from '@/features/jobs/components/apply-page';
import { useUser } from '@/lib/user';
import type { User } from '@/types/api';

/**
 * /jobs/{jobId}/apply: the posting (jobs) around the application form
 * (applications), prefilled from the one cached signed-in user, which every
 * profile edit refreshes.
 */
export default function JobApplyRoute({ user }: { user: User }) {
  const current = useUser().data ?? user;
  return <ApplyPage form={(job) => <ApplyForm job={job} userId={current.id} profile={current} />} />;
}
