import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Job } from '@/features/jobs/api/job-schema';
import { JobCard } from '@/features/jobs/components/job-card';
import { firstRelatedIndex, JOBS_PAGE_SIZE } from '@/features/jobs/lib/filters';
import { PROGRESSIVE_FIRST, useProgressiveCount } from '@/hooks/use-progressive-count';
import { cn } from '@/lib/utils';

/**
 * The last cards of each page, and of the list, are always laid out: they
 * are on screen when Load more is scrolled to, and a card laid out only as
 * it comes on screen changes from its estimated height to its own, moving
 * Load more under the pointer (a click pressed on it and released beside
 * it is lost). Those of each page, rather than the list's last few, so that
 * no card already drawn changes how it is laid out when the next page
 * comes (which redraws it at its estimated height for a frame).
 */
const LAID_OUT_LAST = 3;

function laidOut(index: number, count: number): boolean {
  return index % JOBS_PAGE_SIZE >= JOBS_PAGE_SIZE - LAID_OUT_LAST || index >= count - LAID_OUT_LAST;
}

interface JobResultsProps {
  jobs: Job[];
  total: number;
  savedIds: ReadonlySet<string>;
  /** The job being saved, if any. */
  savingId: string | undefined;
  onSave: (job: Job, alreadySaved: boolean) => void;
  onApply: (job: Job) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * The found jobs, 'Showing X of Y' and Load more. After the first two, the
 * cards render one per task (useProgressiveCount): a card takes a few
 * milliseconds, so no task blocks the browser for long even on a phone four
 * times slower, and a card off screen skips its layout and paint until it
 * comes near (content-visibility), but for the last few (laidOut).
 * The count and Load more come with the last card of the first page and
 * then stay (focus stays on Load more while the next page's cards come in).
 */
export function JobResults(props: JobResultsProps) {
  const { jobs, savedIds, savingId, onSave, onApply } = props;
  const shown = useProgressiveCount(jobs.length, PROGRESSIVE_FIRST, 1);
  const relatedFrom = firstRelatedIndex(jobs);
  const [filled, setFilled] = useState(false);
  if (!filled && shown === jobs.length) setFilled(true);
  return (
    <>
      <ul className="grid gap-4">
        {jobs.slice(0, shown).map((job, i) => (
          <li
            key={job.id}
            className={cn(
              '[contain-intrinsic-height:auto_36rem] sm:[contain-intrinsic-height:auto_25rem]',
              !laidOut(i, jobs.length) && '[content-visibility:auto]',
            )}
          >
            {i === relatedFrom && (
              <div className="mb-4 flex flex-col gap-0.5 border-t border-slate-200 pt-4" role="note" data-testid="related-roles">
                <h3 className="text-base font-semibold text-slate-900">Showing related roles</h3>
                <p className="text-sm text-muted-foreground">
                  {i === 0 ? 'No job matches your search exactly.' : `Only ${i} ${i === 1 ? 'job matches' : 'jobs match'} your search exactly.`}{' '}
                  These roles are related to it.
                </p>
              </div>
            )}
            <JobCard job={job} saved={savedIds.has(job.id)} saving={savingId === job.id} onSave={onSave} onApply={onApply} />
          </li>
        ))}
      </ul>
      {filled && (
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="text-sm text-muted-foreground" data-testid="jobs-shown">
            Showing {jobs.length} of {props.total}
          </p>
          {props.hasNextPage && (
            <Button variant="outline" onClick={props.onLoadMore} disabled={props.isFetchingNextPage}>
              {props.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
              {props.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
