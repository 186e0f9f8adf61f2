import { Briefcase, ClipboardList } from 'lucide-react';
import { useSearchParams } from '@/lib/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PrefetchPageData } from '@/app/route-types';
import { userApplicationsQueryOptions, useUserApplications } from '@/features/applications/api/get-user-applications';
import { ApplicationsCount } from '@/features/applications/components/applications-count';
import { MyApplications } from '@/features/applications/components/my-applications';
import { useApplyAtEmployer } from '@/features/applications/components/employer-apply';
import { savedJobsQueryOptions } from '@/features/jobs/api/get-saved-jobs';
import { jobSearchQueryOptions } from '@/features/jobs/api/search-jobs';
import { JobSearch } from '@/features/jobs/components/job-search';
import { emptyJobFilters } from '@/features/jobs/lib/filters';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';
import { AfterFirstTask } from '@/components/after-first-task';

type Tab = 'search' | 'applications';

const tabOf = (params: URLSearchParams): Tab => (params.get('tab') === 'applications' ? 'applications' : 'search');

/**
 * A first visit's reads, requested as soon as the session is known
 * (startFirstPageData): the applications (the tab's count) and, on the Job
 * Search tab, the first page of jobs and the saved jobs.
 */
export const prefetchData: PrefetchPageData = (client, user, url) => {
  if (tabOf(url.searchParams) === 'search') {
    void client.prefetchInfiniteQuery(jobSearchQueryOptions(emptyJobFilters));
    void client.prefetchQuery(savedJobsQueryOptions(user.id));
  }
  void client.prefetchQuery(userApplicationsQueryOptions(user.id));
};

// The applications are read where they are shown, so that their arrival
// re-renders the tab's count and list, not the whole page with its job
// cards (issue 20). The query is shared: one request.
function ApplicationsTabCount({ userId }: { userId: string }) {
  return <ApplicationsCount count={useUserApplications(userId).data?.length} />;
}

function ApplicationsTab({ userId }: { userId: string }) {
  const applications = useUserApplications(userId);
  return (
    <MyApplications
      userId={userId}
      applications={applications.data ?? []}
      isPending={applications.isPending}
      error={applications.isError ? applications.error : null}
      onRetry={() => void applications.refetch()}
    />
  );
}

/**
 * The Jobs and Applications page (seed 001 §2.1): Job Search (jobs) and My
 * Applications (applications) tabs.
 */
export default function JobsRoute({ user }: { user: User }) {
  const userId = user.id;
  useDocumentTitle('Jobs');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const applyAtEmployer = useApplyAtEmployer(userId);

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'applications') next.set('tab', 'applications');
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Jobs &amp; Applications</h1>
        <p className="mt-1 text-muted-foreground">
          Find roles that fit your skills, save the best ones and keep every application in view.
        </p>
      </header>
      <Tabs value={tab} onValueChange={onTabChange} className="mt-6">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="search" className="sm:px-5">
            <Briefcase aria-hidden="true" />
            Job Search
          </TabsTrigger>
          <TabsTrigger value="applications" className="sm:px-5">
            <ClipboardList aria-hidden="true" />
            My Applications
            <ApplicationsTabCount userId={userId} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="search" forceMount className="mt-6 data-[state=inactive]:hidden">
          <AfterFirstTask>
            <JobSearch userId={userId} onApplyAtEmployer={applyAtEmployer} />
          </AfterFirstTask>
        </TabsContent>
        <TabsContent value="applications" className="mt-6">
          <ApplicationsTab userId={userId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
