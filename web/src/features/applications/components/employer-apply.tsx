import { ExternalLink } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useRecordApplication } from '@/features/applications/api/record-application';
import { toastIfPlanLimit } from '@/components/upgrade-toast';
import { getErrorMessage } from '@/lib/api-client';

interface EmployerJob {
  id: string;
  title: string;
  company: string;
  applyUrl: string | null;
}

/**
 * Applying to a real posting: opens the employer's apply page in a new tab
 * (synchronously, inside the click, so no pop-up blocker stops it) and
 * records the application in the tracker, saying so.
 */
export function useApplyAtEmployer(userId: string) {
  const record = useRecordApplication(userId);
  const mutateAsync = record.mutateAsync;
  return useCallback(
    (job: EmployerJob) => {
      if (job.applyUrl) window.open(job.applyUrl, '_blank', 'noopener');
      mutateAsync({ userId, job }).then(
        (app) =>
          toast({
            title: app ? 'Added to your tracker' : 'Already in your tracker',
            description: `${job.company}'s application page opened in a new tab: finish applying there. ${job.title} is marked Applied in your tracker.`,
          }),
        (error: unknown) => {
          if (toastIfPlanLimit(error)) return;
          toast({ variant: 'destructive', title: 'Not added to your tracker', description: getErrorMessage(error) });
        },
      );
    },
    [mutateAsync, userId],
  );
}

/** The apply page's action for a real posting, in place of the in-app form. */
export function EmployerApply({ job, userId }: { job: EmployerJob; userId: string }) {
  const apply = useApplyAtEmployer(userId);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {job.company} takes applications on its own site. Stride opens it in a new tab and keeps this application in your tracker, marked
        Applied.
      </p>
      <Button className="justify-self-start" onClick={() => apply(job)}>
        Apply on {job.company}&apos;s site
        <ExternalLink aria-hidden="true" />
      </Button>
    </div>
  );
}
