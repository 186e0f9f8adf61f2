import { InterviewCoach } from '@/features/interview/components/interview-coach';
import type { User } from '@/types/api';

export default function InterviewRoute({ user }: { user: User }) {
  return <InterviewCoach user={user} />;
}
