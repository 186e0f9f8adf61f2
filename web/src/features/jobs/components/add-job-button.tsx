import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/ui/spinner';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { prefetchOnIntent } from '@/lib/prefetch';

// The form (react-hook-form, zod, a Radix dialog) is fetched when the button
// is first pointed at, focused or pressed, not with the Jobs page.
const loadDialog = () => import('@/features/jobs/components/add-job-dialog');
const AddJobDialog = lazy(() => loadDialog().then((m) => ({ default: m.AddJobDialog })));

/** "Add a job you found" and the dialog it opens. */
export function AddJobButton() {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open} {...prefetchOnIntent(loadDialog)} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add a job you found
      </Button>
      {used && (
        <Suspense fallback={open ? <DialogLoading /> : null}>
          <AddJobDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
