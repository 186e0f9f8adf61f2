import { Plus, RefreshCw, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { preloadFormProps } from '@/features/applications/components/application-dialogs';
import { getErrorMessage } from '@/lib/api-client';

/**
 * The states both application lists share (My Applications and the
 * tracker): loading, a failed load, none yet.
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
      <Button className="mt-6" onClick={onAdd} {...preloadFormProps}>
        <Plus aria-hidden="true" />
        Add Your First Application
      </Button>
    </Card>
  );
}
