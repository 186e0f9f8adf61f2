import { Bookmark } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/ui/spinner';
import type { SavedJob } from '@/features/jobs/api/get-saved-jobs';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { prefetchOnIntent } from '@/lib/prefetch';

// The saved-jobs dialog (a Radix dialog with its focus trap and scroll lock)
// is fetched when the button is first pointed at, focused or pressed, not with
// the Jobs page (issue 20).
const loadDialog = () => import('@/features/jobs/components/saved-jobs-dialog');
const SavedJobsDialog = lazy(() => loadDialog().then((m) => ({ default: m.SavedJobsDialog })));

interface SavedJobsButtonProps {
  userId: string;
  savedJobs: SavedJob[];
  onApply: (saved: SavedJob) => void;
}

/** The "Saved jobs (n)" button and the dialog it opens. */
export function SavedJobsButton({ userId, savedJobs, onApply }: SavedJobsButtonProps) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        data-testid="saved-jobs-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...prefetchOnIntent(loadDialog)}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <Bookmark aria-hidden="true" />
        Saved jobs ({savedJobs.length})
      </Button>
      {used && (
        <Suspense fallback={open ? <DialogLoading /> : null}>
          <SavedJobsDialog
            userId={userId}
            savedJobs={savedJobs}
            onApply={onApply}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
    </>
  );
}
