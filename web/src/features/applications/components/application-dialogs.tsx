import { lazy, Suspense, useState } from 'react';
import { DialogLoading } from '@/components/ui/spinner';
import type { Application } from '@/features/applications/api/get-user-applications';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { prefetchOnIntent } from '@/lib/prefetch';

// The add/edit form (react-hook-form, its zod resolver, a Radix dialog and
// select) and the delete confirmation are fetched when the user first points
// at, focuses or presses a button that opens them, not with the page: a list
// is usable without them (issue 20).
const loadForm = () => import('@/features/applications/components/application-form-dialog');
const loadDelete = () => import('@/features/applications/components/delete-application-dialog');
const ApplicationFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ApplicationFormDialog })));
const DeleteApplicationDialog = lazy(() => loadDelete().then((m) => ({ default: m.DeleteApplicationDialog })));

/** Props for a button that opens the add/edit form: starts fetching it early. */
export const preloadFormProps = prefetchOnIntent(loadForm);

/** Props for a button that opens the delete confirmation: starts fetching it early. */
export const preloadDeleteProps = prefetchOnIntent(loadDelete);

/** Which application the add/edit dialog and the delete dialog are open for. */
export function useApplicationDialogs() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);
  return {
    dialogOpen,
    setDialogOpen,
    editing,
    deleting,
    setDeleting,
    openAdd: () => {
      setEditing(null);
      setDialogOpen(true);
    },
    openEdit: (application: Application) => {
      setEditing(application);
      setDialogOpen(true);
    },
  };
}

/**
 * The add/edit and delete dialogs of an application list, each mounted once
 * first opened (and kept, so closing animates and reopening is instant).
 */
export function ApplicationDialogs({
  userId,
  variant,
  dialogs,
}: {
  userId: string;
  variant: 'jobs' | 'tracker';
  dialogs: ReturnType<typeof useApplicationDialogs>;
}) {
  const { dialogOpen, setDialogOpen, editing, deleting, setDeleting } = dialogs;
  const formUsed = useOpenedOnce(dialogOpen);
  const deleteUsed = useOpenedOnce(deleting !== null);
  return (
    <>
      {formUsed && (
        <Suspense fallback={dialogOpen ? <DialogLoading /> : null}>
          <ApplicationFormDialog
            userId={userId}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            application={editing}
            variant={variant}
          />
        </Suspense>
      )}
      {deleteUsed && (
        <Suspense fallback={deleting ? <DialogLoading /> : null}>
          <DeleteApplicationDialog application={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
        </Suspense>
      )}
    </>
  );
}
