import { ResumeBuilder } from '@/features/resumes/components/resume-builder';
import type { User } from '@/types/api';

export default function ResumeRoute({ user }: { user: User }) {
  return <ResumeBuilder userId={user.id} />;
}
