import { ExternalLink, MapPin, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import type { SavedJob } from '@/features/jobs/api/get-saved-jobs';
import { useUnsaveJob } from '@/features/jobs/api/unsave-job';
import { formatSalary } from '@/features/jobs/lib/format';
import { formatDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/api-client';

interface SavedJobsDialogProps {
  userId: string;
  savedJobs: SavedJob[];
  /** Apply as from a card: the employer's page for a real posting, Stride's form for a sample. */
  onApply: (saved: SavedJob) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The user's saved jobs, to apply to or remove. */
export function SavedJobsDialog({ userId, savedJobs, onApply, open, onOpenChange, returnFocusTo }: SavedJobsDialogProps) {
  const unsave = useUnsaveJob();
  const remove = async (saved: SavedJob) => {
    try {
      await unsave.mutateAsync({ userId, jobId: saved.jobId });
      toast({ title: 'Job removed from saved jobs' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Saved jobs</DialogTitle>
          <DialogDescription>Jobs you bookmarked to come back to.</DialogDescription>
        </DialogHeader>
        {savedJobs.length === 0 ? (
          <div className="rounded-xl border border-dashed px-4 py-10 text-center">
            <p className="font-medium text-slate-900">No saved jobs yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Use Save on a job card to keep it here.</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {savedJobs.map((saved) => (
              <li key={saved.id} className="rounded-xl border p-4" data-testid="saved-job">
                <p className="font-semibold text-slate-900">{saved.jobTitle}</p>
                <p className="text-sm text-slate-600">{saved.company}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {saved.location && (
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {saved.location}
                    </span>
                  )}
                  {saved.salary && <span>{formatSalary(saved.salary)}</span>}
                  {saved.savedAt && <span>Saved {formatDate(saved.savedAt)}</span>}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => onApply(saved)} aria-label={`Apply Now: ${saved.jobTitle}`}>
                    Apply Now
                    <ExternalLink aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => void remove(saved)}
                    disabled={unsave.isPending && unsave.variables?.jobId === saved.jobId}
                    aria-label={`Remove ${saved.jobTitle} from saved jobs`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
