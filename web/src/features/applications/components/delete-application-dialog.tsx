import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteApplication } from '@/features/applications/api/delete-application';
import type { Application } from '@/features/applications/api/get-user-applications';
import { getErrorMessage } from '@/lib/api-client';

/** Seed 001 §2.3/§5: deleting an application asks for confirmation first. */
export function DeleteApplicationDialog({
  application,
  onOpenChange,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteApplication();
  const confirm = async () => {
    if (!application) return;
    try {
      await remove.mutateAsync({ id: application.id, userId: application.userId });
      toast({ title: 'Application deleted successfully!' });
      onOpenChange(false);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };
  return (
    <AlertDialog open={application !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete application?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this application?
            {application && (
              <span className="mt-2 block font-medium text-slate-700">
                {application.jobTitle} at {application.company}
              </span>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
