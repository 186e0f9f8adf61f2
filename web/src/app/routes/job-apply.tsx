import { ApplyForm } from '@/features/applications/components/apply-form';
import { EmployerApply } from '@/features/applications/components/employer-apply';
import { appliesAtEmployer } from '@/lib/apply';
import { ApplyPage } from '@/features/jobs/components/apply-page';
import { useUser } from '@/lib/user';
import type { User } from '@/types/api';

/**
 * /jobs/{jobId}/apply: the posting (jobs) around the application form
 * (applications), prefilled from the one cached signed-in user, which every
 * profile edit refreshes; for a real posting, the way to the employer's own
 * apply page instead.
 */
export default function JobApplyRoute({ user }: { user: User }) {
  const current = useUser().data ?? user;
  return (
    <ApplyPage
      form={(job) =>
        appliesAtEmployer(job) ? <EmployerApply job={job} userId={current.id} /> : <ApplyForm job={job} userId={current.id} profile={current} />
      }
    />
  );
}
