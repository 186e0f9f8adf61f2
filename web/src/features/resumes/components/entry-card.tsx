import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * One entry of a list in the editor (a job, a degree, a project) with
 * buttons to move it up or down and to remove it.
 */
export function EntryCard({
  kind,
  index,
  count,
  heading,
  onMove,
  onRemove,
  children,
  testId,
}: {
  /** "experience", "education"... used in the buttons' accessible names. */
  kind: string;
  index: number;
  count: number;
  heading: string;
  onMove: (delta: number) => void;
  onRemove: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const n = index + 1;
  return (
    <li className="rounded-xl border border-border bg-slate-50/60 p-4" data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="min-w-0 truncate text-sm font-semibold text-slate-900">{heading}</h4>
        <div className="flex shrink-0 items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${kind} ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${kind} ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Remove ${kind} ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>
    </li>
  );
}

/** The line shown when a list is empty, with its add button below. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
