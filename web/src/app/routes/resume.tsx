import type { PrefetchPageData } from '@/app/route-types';
import { userResumesQueryOptions } from '@/features/resumes/api/get-user-resumes';
import { ResumeBuilder } from '@/features/resumes/components/resume-builder';
import type { User } from '@/types/api';

/** A first visit's resumes are requested as soon as the session is known (startFirstPageData). */
export const prefetchData: PrefetchPageData = (client, user) => void client.prefetchQuery(userResumesQueryOptions(user.id));

export default function ResumeRoute({ user }: { user: User }) {
  return <ResumeBuilder userId={user.id} />;
}
