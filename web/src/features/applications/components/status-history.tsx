import type { StatusChange } from '@/features/applications/lib/status';
import { statusDotClass, statusLabel } from '@/features/applications/lib/status';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** The timeline of an application's statuses with their dates: proof of the job search. */
export function StatusHistory({ history, className }: { history: StatusChange[]; className?: string }) {
  if (history.length === 0) return null;
  return (
    <ol aria-label="Status history" className={cn('flex flex-wrap items-center gap-x-1 gap-y-2 text-xs', className)}>
      {history.map((change, index) => (
        <li key={`${change.status}-${change.changedAt}-${index}`} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden="true" className="mx-1 h-px w-4 bg-slate-300" />
          )}
          <span className={cn('size-2 shrink-0 rounded-full', statusDotClass(change.status))} aria-hidden="true" />
          <span className="font-medium text-slate-700">{statusLabel(change.status)}</span>
          <time dateTime={change.changedAt} className="text-muted-foreground">
            {formatDate(change.changedAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
