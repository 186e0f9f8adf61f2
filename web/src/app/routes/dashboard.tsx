import { RefreshCw } from 'lucide-react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  AiSearchCard,
  MarketCard,
  RecommendedActionsCard,
  RecommendedJobsCard,
  TrackerCard,
} from '@/features/dashboard/components/dashboard-sections';
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import {
  activeApplications,
  applicationsThisWeek,
  goalsActionLabel,
  greetingName,
  profileCompleteness,
  responseRate,
  resumeStatus,
  skillMastery,
  trackerCounts,
} from '@/lib/stats';
import type { PrefetchPageData } from '@/app/route-types';
import {
  prefetchDashboardData,
  useDashboardData,
  useDashboardSideReads,
} from '@/app/routes/dashboard/use-dashboard-data';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShownAfterFirstTask } from '@/hooks/use-progressive-count';
import { getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

type DashboardData = ReturnType<typeof useDashboardData>;

function DashboardSideReads({ userId }: { userId: string }) {
  useDashboardSideReads(userId);
  return null;
}

/**
 * The snapshot once its data is there. The side column (the tracker,
 * recommended actions and market cards, below the fold on a phone) comes a
 * browser task after the rest (useShownAfterFirstTask).
 */
function DashboardSnapshot({ user, data, now }: { user: User; data: DashboardData; now: number }) {
  const sideShown = useShownAfterFirstTask();
  return (
    <>
      <StatCards
        figures={{
          profile: profileCompleteness(user, data.skills.length),
          skillMastery: skillMastery(data.skills),
          skillCount: data.skills.length,
          thisWeek: applicationsThisWeek(data.applications, now),
          responseRate: responseRate(data.applications),
          activeApplications: activeApplications(data.applications),
        }}
      />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <AiSearchCard />
          <RecommendedJobsCard jobs={data.jobs} />
        </div>
        {sideShown && (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <TrackerCard counts={trackerCounts(data.applications)} />
            <RecommendedActionsCard
              resumeText={resumeStatus(data.resumes, now)}
              goalsLabel={goalsActionLabel(data.goals.length)}
              goalCount={data.goals.length}
            />
            <MarketCard />
          </div>
        )}
      </div>
    </>
  );
}

/** A first visit's six main reads start as soon as the session is known (startFirstPageData). */
export const prefetchData: PrefetchPageData = (client, user) => prefetchDashboardData(client, user.id);

/**
 * /dashboard (seed 000 §2): the signed-in user's career snapshot, from real
 * data. It reads the applications, jobs, resumes, skills, career and
 * interview features, so it lives with the routes.
 */
export default function DashboardRoute({ user }: { user: User }) {
  useDocumentTitle('Dashboard');
  const data = useDashboardData(user.id);
  const now = Date.now();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {!data.isLoading && <DashboardSideReads userId={user.id} />}
      <header className="mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, {greetingName(user)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">
          Here&apos;s your career snapshot. Let&apos;s make your next move.
        </p>
      </header>

      {data.isLoading ? (
        <DashboardSkeleton />
      ) : data.error ? (
        <FormAlert className="items-center">
          <span>We couldn&apos;t load your dashboard: {getErrorMessage(data.error)}</span>
          <Button variant="outline" size="sm" className="mt-2" onClick={data.retry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </FormAlert>
      ) : (
        <DashboardSnapshot user={user} data={data} now={now} />
      )}
    </div>
  );
}
