import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { isPlanLimitError } from '@/lib/billing';

/**
 * When the server refused a request because of the plan's limits (402),
 * shows its message with an Upgrade action to /subscribe and returns true;
 * any other error is left to the caller.
 */
export function toastIfPlanLimit(error: unknown): boolean {
  if (!isPlanLimitError(error)) return false;
  toast({
    variant: 'destructive',
    title: 'Plan limit reached',
    description: getErrorMessage(error),
    action: { label: 'Upgrade', altText: 'Upgrade your plan', to: paths.subscribe },
  });
  return true;
}
