import { Briefcase, Calendar, Pencil, Plus, StickyNote, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Application } from '@/features/applications/api/get-user-applications';
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
import { appliedOn } from '@/features/applications/lib/status';
import { formatDate } from '@/lib/dates';

interface MyApplicationsProps {
  userId: string;
  applications: Application[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The My Applications tab (seed 001 §2.1). */
export function MyApplications({ userId, applications, isPending, error, onRetry }: MyApplicationsProps) {
  const dialogs = useApplicationDialogs();
  const { setDeleting, openAdd, openEdit } = dialogs;

  let body: ReactNode;
  if (isPending) {
    body = <ApplicationsLoading />;
  } else if (error) {
    body = <ApplicationsLoadError error={error} onRetry={onRetry} />;
  } else if (applications.length === 0) {
    body = <NoApplications icon={Briefcase} text="Track every job you apply to and see where each one stands." onAdd={openAdd} />;
  } else {
    body = (
      <ul className="grid gap-3">
        {applications.map((application) => (
          <li key={application.id}>
            <Card className="p-4 sm:p-5" data-testid="application-card">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900">{application.jobTitle}</h3>
                    <StatusBadge status={application.status} />
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600">{application.company}</p>
                  <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
                    <Calendar aria-hidden="true" className="size-3.5" />
                    Applied {formatDate(appliedOn(application))}
                  </p>
                  {application.notes && (
                    <div className="mt-3 rounded-lg bg-subtle px-3 py-2 text-sm">
                      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                        <StickyNote aria-hidden="true" className="size-3.5" />
                        Has notes
                      </p>
                      <p className="mt-1 whitespace-pre-line text-slate-700">{application.notes}</p>
                    </div>
                  )}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openEdit(application)}
                    {...preloadFormProps}
                    aria-label={`Edit ${application.jobTitle} at ${application.company}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => setDeleting(application)}
                    {...preloadDeleteProps}
                    aria-label={`Delete ${application.jobTitle} at ${application.company}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-applications-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-applications-heading" className="text-lg font-semibold text-slate-900">
            My Applications
          </h2>
          <p className="text-sm text-muted-foreground">Everything you have applied to, newest first.</p>
        </div>
        {applications.length > 0 && (
          <Button onClick={openAdd} {...preloadFormProps}>
            <Plus aria-hidden="true" />
            Add Application
          </Button>
        )}
      </div>
      {body}
      <ApplicationDialogs userId={userId} variant="jobs" dialogs={dialogs} />
    </section>
  );
}
