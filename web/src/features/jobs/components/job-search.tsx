import { MapPin, RefreshCw, Search, SearchX } from 'lucide-react';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useSavedJobs, type SavedJob } from '@/features/jobs/api/get-saved-jobs';
import type { Job } from '@/features/jobs/api/job-schema';
import { useSaveJob } from '@/features/jobs/api/save-job';
import { useJobSearch } from '@/features/jobs/api/search-jobs';
import { AddJobButton } from '@/features/jobs/components/add-job-button';
import { JobResults } from '@/features/jobs/components/job-results';
import { SavedJobsButton } from '@/features/jobs/components/saved-jobs-button';
import {
  emptyJobFilters,
  jobTypeOptions,
  remoteOptions,
  type JobFilters,
  type JobTypeFilter,
  type RemoteFilter,
} from '@/features/jobs/lib/filters';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { appliesAtEmployer } from '@/lib/apply';

/** What applying needs of a job (a card's job, or a saved job's snapshot). */
export type ApplyTarget = Pick<Job, 'id' | 'title' | 'company' | 'applyUrl' | 'sample'>;

/**
 * Apply from a card: a real posting's employer page is opened in a new tab
 * and onApplyAtEmployer records the application (the route wires the
 * tracker); a sample or a job without an employer page opens Stride's
 * apply page in a new tab, as seed 001 §2.1 says.
 */
export function applyToJob(job: ApplyTarget, onApplyAtEmployer?: (job: ApplyTarget) => void) {
  if (!appliesAtEmployer(job)) {
    openApplyUrl(`/jobs/${encodeURIComponent(job.id)}/apply`);
  } else if (onApplyAtEmployer) {
    onApplyAtEmployer(job);
  } else {
    openApplyUrl(job.applyUrl);
  }
}

/** Opens a job's apply link in a new tab (seed 001 §2.1). */
export function openApplyUrl(applyUrl: string | null) {
  if (!applyUrl) {
    toast({ variant: 'destructive', title: 'Apply URL not available' });
    return;
  }
  window.open(applyUrl, '_blank', 'noopener');
}

/** A labelled select of the search filters (job type, remote). */
function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={props.id} className="mb-1.5 block text-xs text-slate-500">
        {props.label}
      </Label>
      <Select name={props.name} value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={props.id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function JobCardSkeleton() {
  return (
    <Card className="p-5" aria-hidden="true">
      <div className="flex animate-pulse gap-4">
        <div className="size-12 rounded-xl bg-muted" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-1/3 rounded bg-muted" />
          <div className="h-3 w-full rounded bg-muted" />
          <div className="h-3 w-5/6 rounded bg-muted" />
        </div>
      </div>
    </Card>
  );
}

/** The Job Search tab (seed 001 §2.1). */
export function JobSearch({ userId, onApplyAtEmployer }: { userId: string; onApplyAtEmployer?: (job: ApplyTarget) => void }) {
  const onApply = useCallback((job: Job) => applyToJob(job, onApplyAtEmployer), [onApplyAtEmployer]);
  // A saved job keeps its apply link: a sample's is Stride's own page.
  const onSavedApply = useCallback(
    (saved: SavedJob) =>
      applyToJob({ id: saved.jobId, title: saved.jobTitle, company: saved.company, applyUrl: saved.applyUrl, sample: false }, onApplyAtEmployer),
    [onApplyAtEmployer],
  );
  // What the text boxes hold; applied on Enter or 'Search Jobs' only.
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [filters, setFilters] = useState<JobFilters>(emptyJobFilters);
  const jobs = useJobSearch(filters);
  const savedJobs = useSavedJobs(userId);
  const saveJob = useSaveJob();
  const saveJobAsync = saveJob.mutateAsync;
  const savedIds = new Set((savedJobs.data ?? []).map((s) => s.jobId));

  const allJobs = jobs.data?.pages.flatMap((p) => p.jobs) ?? [];
  const total = jobs.data?.pages[0]?.total ?? 0;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setFilters((prev) => ({ ...prev, search, location }));
  };
  const clearFilters = () => {
    setSearch('');
    setLocation('');
    setFilters(emptyJobFilters);
  };

  // Stable, so that the memoised job cards do not re-render for it.
  const onSave = useCallback(
    async (job: Job, alreadySaved: boolean) => {
      if (alreadySaved) {
        toast({ variant: 'destructive', title: 'Job already saved' });
        return;
      }
      try {
        await saveJobAsync({ userId, jobId: job.id });
        toast({ title: 'Job saved successfully!' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          toast({ variant: 'destructive', title: 'Job already saved' });
        } else {
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
        }
      }
    },
    [userId, saveJobAsync],
  );
  const onSaveClick = useCallback((job: Job, alreadySaved: boolean) => void onSave(job, alreadySaved), [onSave]);

  let results: ReactNode;
  if (jobs.isPending) {
    results = (
      <div className="grid gap-4" role="status" aria-label="Searching jobs">
        <JobCardSkeleton />
        <JobCardSkeleton />
        <JobCardSkeleton />
      </div>
    );
  } else if (jobs.isError) {
    results = (
      <Card className="p-8 text-center" role="alert">
        <p className="font-medium text-slate-900">We couldn&apos;t load jobs.</p>
        <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(jobs.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void jobs.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  } else if (allJobs.length === 0) {
    results = (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-muted text-slate-500">
          <SearchX aria-hidden="true" className="size-6" />
        </span>
        <h3 className="mt-4 text-lg font-semibold text-slate-900">No jobs found</h3>
        <p className="mt-1 text-sm text-muted-foreground">Try adjusting your search criteria or filters</p>
        <Button variant="outline" className="mt-6" onClick={clearFilters}>
          Clear Filters
        </Button>
      </Card>
    );
  } else {
    results = (
      <JobResults
        key={JSON.stringify(filters)}
        jobs={allJobs}
        total={total}
        savedIds={savedIds}
        savingId={saveJob.isPending ? saveJob.variables?.jobId : undefined}
        onSave={onSaveClick}
        onApply={onApply}
        hasNextPage={jobs.hasNextPage}
        isFetchingNextPage={jobs.isFetchingNextPage}
        onLoadMore={() => void jobs.fetchNextPage()}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-5">
        <form role="search" aria-label="Job search" noValidate onSubmit={apply} className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_9.5rem_9.5rem_auto]">
          <div className="col-span-2 sm:col-span-1">
            <Label htmlFor="job-search-keyword" className="mb-1.5 block text-xs text-slate-500">
              Keywords
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
              <Input
                id="job-search-keyword"
                type="search"
                placeholder="Search jobs, companies..."
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                enterKeyHint="search"
              />
            </div>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <Label htmlFor="job-search-location" className="mb-1.5 block text-xs text-slate-500">
              Location
            </Label>
            <div className="relative">
              <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
              <Input
                id="job-search-location"
                placeholder="City or Remote"
                className="pl-9"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                enterKeyHint="search"
              />
            </div>
          </div>
          <FilterSelect
            id="job-search-type"
            name="type"
            label="Job type"
            value={filters.type}
            options={jobTypeOptions}
            onChange={(value) => setFilters((prev) => ({ ...prev, type: value as JobTypeFilter }))}
          />
          <FilterSelect
            id="job-search-remote"
            name="remote"
            label="Remote"
            value={filters.remote}
            options={remoteOptions}
            onChange={(value) => setFilters((prev) => ({ ...prev, remote: value as RemoteFilter }))}
          />
          <Button type="submit" className="col-span-2 lg:col-span-1">
            <Search aria-hidden="true" />
            Search Jobs
          </Button>
        </form>
      </Card>

      <section aria-labelledby="jobs-found-heading">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="jobs-found-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
              {jobs.isPending ? 'Searching jobs...' : `${total} Jobs Found`}
            </h2>
            <p className="text-sm text-muted-foreground">Sorted by relevance</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <AddJobButton />
            <SavedJobsButton userId={userId} savedJobs={savedJobs.data ?? []} onApply={onSavedApply} />
          </div>
        </div>
        {results}
      </section>
    </div>
  );
}
