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
