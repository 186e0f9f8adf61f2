import { Download, FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import {
  useDataExport,
  useDownloadDataExport,
  useRequestDataExport,
} from '@/features/account/api/data-export';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

/** "1.2 MB" */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Privacy → Download my data: asking starts a job on the server; the
 * section follows it (preparing, ready with its download until it expires,
 * failed) and the e-mail's link (`?download=<id>`) lands here.
 */
export function DataExportSection({
  userId,
  linkedId,
  mailConfigured,
}: {
  userId: string;
  linkedId: string | null;
  /** False when the server only logs its e-mails: the screen then promises none. */
  mailConfigured: boolean;
}) {
  const latest = useDataExport(userId);
  const request = useRequestDataExport(userId);
  const download = useDownloadDataExport();
  const e = latest.data ?? null;
  const preparing = e?.status === 'preparing';
  const staleLink = linkedId !== null && latest.isSuccess && (e === null || e.id !== linkedId || e.status === 'expired');

  const ask = () =>
    request.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) }),
    });

  return (
    <section className="grid gap-3" aria-labelledby="data-export-title">
      <h3 id="data-export-title" className="text-sm font-semibold">
        Download my data
      </h3>
      <p className="text-sm text-muted-foreground">
        One ZIP file with your profile, skills, applications, interviews, career plans, learning progress and
        notifications (JSON), your resumes (PDF and JSON Resume) and your application materials (text). We prepare it
        in the background;{' '}
        {mailConfigured
          ? 'when it is ready, we e-mail you a link that works for 24 hours.'
          : 'when it is ready, you can download it here for 24 hours.'}
      </p>
      {staleLink && <FormAlert>This download link has expired or was replaced. Ask for a new copy below.</FormAlert>}
      <div role="status" aria-live="polite" data-testid="data-export-state" className="text-sm">
        {preparing && (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" label="Preparing" />
            {mailConfigured
              ? 'Preparing your data… We will e-mail you when it is ready; you can leave this page.'
              : 'Preparing your data…'}
          </span>
        )}
        {e?.status === 'ready' && (
          <span>
            Ready ({formatSize(e.size ?? 0)}): you can download it until {formatDateTime(e.expiresAt)}.
          </span>
        )}
        {e?.status === 'failed' && <FormAlert>{e.message || 'Preparing your data did not work.'}</FormAlert>}
        {e?.status === 'expired' && <span>Your last copy expired and was deleted.</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        {e?.status === 'ready' && (
          <Button
            type="button"
            className="justify-self-start"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { userId, exportId: e.id },
                {
                  onSuccess: (name) => toast({ title: 'Download started', description: name }),
                  onError: (error) => {
                    toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
                    void latest.refetch();
                  },
                },
              )
            }
          >
            {download.isPending ? <Spinner className="size-4 text-white" label="Downloading" /> : <Download aria-hidden="true" />}
            Download ZIP
          </Button>
        )}
        {!preparing && (
          <Button type="button" variant="outline" disabled={request.isPending || latest.isPending} onClick={ask}>
            {request.isPending ? <Spinner className="size-4" label="Asking" /> : <FileArchive aria-hidden="true" />}
            {e?.status === 'ready' ? 'Prepare a new copy' : 'Download my data'}
          </Button>
        )}
      </div>
    </section>
  );
}
