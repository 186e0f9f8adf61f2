import { Sparkles } from 'lucide-react';
import type { PrefetchPageData } from '@/app/route-types';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { planIncludesCoach, planName } from '@/config/plans';
import { interviewSessionsQueryOptions } from '@/features/interview/api/get-interview-sessions';
import { interviewStatsQueryOptions } from '@/features/interview/api/get-interview-stats';
import { InterviewCoach } from '@/features/interview/components/interview-coach';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';

/** The coach is part of professional and executive (seed 000 §9); starter sees the way to upgrade. */
function CoachUpgrade({ user }: { user: User }) {
  useDocumentTitle('AI Interview Coach');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
        <Sparkles className="size-3.5" aria-hidden="true" />
        Adaptive AI coaching
      </p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Interview Coach</h1>
      <UpgradePrompt
        className="mt-8"
        title="Upgrade to practise interviews"
        message={`The AI interview coach is not included in your ${planName(user.subscriptionPlan, 'Starter')} plan. Professional and Executive include it.`}
      />
    </div>
  );
}

/**
 * A first visit's reads, requested as soon as the session is known
 * (startFirstPageData): the coach's statistics and past sessions, for a plan
 * that includes the coach.
 */
export const prefetchData: PrefetchPageData = (client, user) => {
  if (!planIncludesCoach(user.subscriptionPlan)) return;
  void client.prefetchQuery(interviewStatsQueryOptions(user.id));
  void client.prefetchQuery(interviewSessionsQueryOptions(user.id));
};

export default function InterviewRoute({ user }: { user: User }) {
  if (!planIncludesCoach(user.subscriptionPlan)) return <CoachUpgrade user={user} />;
  return <InterviewCoach user={user} />;
}
