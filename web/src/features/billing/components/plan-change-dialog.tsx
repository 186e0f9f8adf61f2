import { Check, Minus } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { formatPlanPrice } from '@/config/plans';
import type { PlanChange } from '@/features/billing/plan-change';

interface PlanChangeDialogProps {
  /** The change to confirm, or null while the dialog is closed. */
  change: PlanChange | null;
  /** Demo mode: the plan switches at once and nothing is paid. */
  demo: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a signed-in user's plan changes, saying what the change gains
 * (an upgrade) or loses (a downgrade) from the plans' own features, and the
 * new monthly price.
 */
export function PlanChangeDialog({ change, demo, onCancel, onConfirm }: PlanChangeDialogProps) {
  const upgrade = change?.direction === 'upgrade';
  const items = upgrade ? change.gained : (change?.lost ?? []);
  return (
    <AlertDialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent data-testid="plan-change-dialog">
        {change && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>
                {upgrade ? 'Upgrade' : 'Downgrade'} to {change.to.name}?
              </AlertDialogTitle>
              <AlertDialogDescription>
                From the {change.from.name} plan at {formatPlanPrice(change.from)}/{change.from.interval} to the{' '}
                {change.to.name} plan at {formatPlanPrice(change.to)}/{change.to.interval}.
                {demo && ' Demo mode: the plan switches at once and no payment is taken.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2 text-sm">
              <p className="font-medium text-slate-900">{upgrade ? 'You gain' : 'You lose'}</p>
              <ul aria-label={upgrade ? 'You gain' : 'You lose'} className="grid gap-1.5">
                {items.map((item) => (
                  <li key={item} className="flex items-start gap-2 text-slate-700">
                    {upgrade ? (
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                    ) : (
                      <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-500" />
                    )}
                    {item}
                  </li>
                ))}
              </ul>
              {!upgrade && (
                <p className="text-muted-foreground">
                  The {change.to.name} plan includes: {change.to.features.join(', ')}.
                </p>
              )}
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: upgrade ? 'brand' : 'destructive' })}
                onClick={onConfirm}
              >
                {upgrade ? 'Confirm upgrade' : 'Confirm downgrade'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
