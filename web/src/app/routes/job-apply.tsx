import { ApplyPage } from '@/features/jobs/components/apply-page';
import type { User } from '@/types/api';

export default function JobApplyRoute({ user }: { user: User }) {
  return <ApplyPage userId={user.id} />;
}
