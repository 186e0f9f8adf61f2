import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Accessible name; the spinner is announced as a status. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-brand-500', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner filling the screen, for the auth loading state. */
export function FullPageSpinner({ label = 'Loading Stride' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="app-loading">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/**
 * A spinner over a dimmed page, shown while a dialog's code is fetched on
 * first use, so that pressing the button that opens it never seems lost.
 */
export function DialogLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40" data-testid="dialog-loading">
      <Spinner className="size-8 text-white" label={label} />
    </div>
  );
}
