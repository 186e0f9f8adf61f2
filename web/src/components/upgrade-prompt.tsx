import { Lock } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/**
 * Shown where the user's plan stops them (seed 000 §9 limits, enforced by
 * the server with 402): what the plan lacks and the way to /subscribe.
 */
export function UpgradePrompt({
  title,
  message,
  className,
}: {
  title: string;
  message: string;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid="upgrade-prompt"
      className={cn(
        'flex flex-col items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:p-6',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Lock aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-700">{message}</p>
      </div>
      <Button asChild variant="brand" className="w-full sm:w-auto">
        <Link to={paths.subscribe}>Upgrade plan</Link>
      </Button>
    </section>
  );
}
