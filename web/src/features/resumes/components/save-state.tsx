import { CheckCircle2, CircleDot } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/** Whether the builder's work is saved: not yet, saving, unsaved changes, or all saved. */
export function SaveState({ dirty, saved, saving }: { dirty: boolean; saved: boolean; saving: boolean }) {
  let text = 'Not saved yet';
  let icon = <CircleDot aria-hidden="true" className="size-4 text-slate-400" />;
  if (saving) {
    text = 'Saving...';
    icon = <Spinner className="size-4" label="Saving" />;
  } else if (dirty) {
    text = 'Unsaved changes';
    icon = <CircleDot aria-hidden="true" className="size-4 text-amber-500" />;
  } else if (saved) {
    text = 'All changes saved';
    icon = <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />;
  }
  return (
    <p
      className="inline-flex items-center gap-1.5 self-start rounded-full border border-border bg-white px-3 py-1 text-sm text-slate-600 shadow-soft sm:self-auto"
      data-testid="save-state"
      aria-live="polite"
    >
      {icon}
      {text}
    </p>
  );
}
