import { ArrowRight, Calendar, ClipboardList, Download, History, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useExportApplications } from '@/features/applications/api/export-applications';
import { useUserApplications, type Application } from '@/features/applications/api/get-user-applications';
import {
  ApplicationDialogs,
  preloadDeleteProps,
  preloadFormProps,
  useApplicationDialogs,
} from '@/features/applications/components/application-dialogs';
import {
  ApplicationsLoadError,
  ApplicationsLoading,
  NoApplications,
} from '@/features/applications/components/application-list-states';
import { StatusBadge } from '@/features/applications/components/status-badge';
import { StatusHistory } from '@/features/applications/components/status-history';
import {
  appliedOn,
  applicationStatuses,
  countByStatus,
  statusDotClass,
  statusLabel,
} from '@/features/applications/lib/status';
import { formatDate } from '@/lib/dates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** The Application Tracker (seed 001 §2.3), at /applications and /tracker. */
export function Tracker({ userId }: { userId: string }) {
  useDocumentTitle('Application Tracker');
  const applications = useUserApplications(userId);
  const exporter = useExportApplications();
  const dialogs = useApplicationDialogs();
  const { setDeleting, openAdd, openEdit } = dialogs;
  const list = applications.data ?? [];
  const counts = countByStatus(list);

  const onExport = async () => {
    try {
      await exporter.mutateAsync(userId);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };

  let body: ReactNode;
  if (applications.isPending) {
    body = <ApplicationsLoading />;
  } else if (applications.isError) {
    body = <ApplicationsLoadError error={applications.error} onRetry={() => void applications.refetch()} />;
  } else if (list.length === 0) {
    body = <NoApplications icon={ClipboardList} text="Add the jobs you apply to and follow each one from application to offer." onAdd={openAdd} />;
  } else {
    body = (
      <ul className="grid gap-3">
        {list.map((application) => (
          <li key={application.id}>
            <TrackerCard application={application} onEdit={openEdit} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Application Tracker</h1>
          <p className="mt-1 text-muted-foreground">Follow every application from the first click to the offer.</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => void onExport()}
            disabled={exporter.isPending || list.length === 0}
          >
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Exporting...' : 'Export'}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={openAdd} {...preloadFormProps}>
            <Plus aria-hidden="true" />
            Add Application
          </Button>
        </div>
      </header>

      <section aria-labelledby="status-overview-heading" className="mt-8">
        <h2 id="status-overview-heading" className="text-lg font-semibold text-slate-900">
          Status Overview
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {applicationStatuses.map((status) => (
            <li key={status} className={cn(status === 'rejected' && 'col-span-2 sm:col-span-1')}>
              <Card className="flex items-center justify-between gap-3 p-4" data-testid={`overview-${status}`}>
                <div>
                  <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
                    <span aria-hidden="true" className={cn('size-2 rounded-full', statusDotClass(status))} />
                    {statusLabel(status)}
                  </p>
                  <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid="overview-count">
                    {/* Not a 0 before the list has answered: a count that is not known yet. */}
                    {applications.isPending ? (
                      <span className="text-slate-300">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">Loading</span>
                      </span>
                    ) : (
                      counts[status]
                    )}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-applications-heading" className="mt-8">
        <h2 id="all-applications-heading" className="mb-3 text-lg font-semibold text-slate-900">
          All Applications{applications.isPending ? '' : ` (${list.length})`}
        </h2>
        {body}
      </section>

      <ApplicationDialogs userId={userId} variant="tracker" dialogs={dialogs} />
    </div>
  );
}

function TrackerCard({
  application,
  onEdit,
  onDelete,
}: {
  application: Application;
  onEdit: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  const applied = appliedOn(application);
  return (
    <Card className="p-4 sm:p-5" data-testid="tracker-application">
      {/* On a phone the status sits under the company, so the title keeps the
          card's width beside the two buttons; from sm it sits before them. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{application.jobTitle}</h3>
          <p className="text-sm text-slate-600">{application.company}</p>
        </div>
        <StatusBadge
          status={application.status}
          className="col-start-1 row-start-2 mt-2 justify-self-start sm:col-start-2 sm:row-start-1 sm:mt-1 sm:mr-1"
        />
        <div className="col-start-2 row-start-1 flex shrink-0 items-center gap-1 sm:col-start-3">
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onEdit(application)}
            {...preloadFormProps}
            aria-label={`Edit ${application.jobTitle} at ${application.company}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(application)}
            {...preloadDeleteProps}
            aria-label={`Delete ${application.jobTitle} at ${application.company}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-3.5" />
          Applied {formatDate(applied)}
        </span>
        {application.lastUpdated && <span>Updated {formatDate(application.lastUpdated)}</span>}
      </p>
      {application.notes && <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{application.notes}</p>}
      {application.nextSteps && (
        <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-700">
          <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Next: {application.nextSteps}</span>
        </p>
      )}
      {application.statusHistory.length > 0 && (
        <div className="mt-3 border-t pt-3">
          <p className="mb-2 flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <History aria-hidden="true" className="size-3.5" />
            Status history
          </p>
          <StatusHistory history={application.statusHistory} />
        </div>
      )}
    </Card>
  );
}
