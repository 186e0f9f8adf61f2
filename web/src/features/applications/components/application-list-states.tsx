import { Plus, RefreshCw, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { Application } from '@/features/applications/api/get-user-applications';
import { getErrorMessage } from '@/lib/api-client';

/**
 * The states both application lists share (My Applications and the
 * tracker): loading, a failed load, none yet; and the open add/edit and
 * delete dialogs.
 */
export function ApplicationsLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-6" label="Loading applications" />
    </div>
  );
}

export function ApplicationsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="p-8 text-center" role="alert">
      <p className="font-medium text-slate-900">We couldn&apos;t load your applications.</p>
      <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

export function NoApplications({ icon: Icon, text, onAdd }: { icon: LucideIcon; text: string; onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">No applications yet</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button className="mt-6" onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add Your First Application
      </Button>
    </Card>
  );
}

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
