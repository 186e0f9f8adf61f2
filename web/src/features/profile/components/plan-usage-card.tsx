import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { formatUsage, useBilling, useCancelSubscription, type Billing } from '@/lib/billing';
import { getErrorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';

function periodEnd(b: Billing): string {
  return formatLongDate(b.currentPeriodEnd) || 'the end of the paid period';
}

/** The plan, this month's use of its limits, and change/cancel (seed 000 §9). */
export function PlanUsageCard() {
  const billing = useBilling();
  const cancel = useCancelSubscription();
  const b = billing.data;

  const onCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: (next) =>
        toast({
          title: next.mode === 'demo' ? 'Plan cancelled' : 'Cancellation scheduled',
          description:
            next.mode === 'demo'
              ? 'Demo mode: you are back on Starter now.'
              : `Your plan stays active until ${periodEnd(next)}.`,
        }),
      onError: (err) => toast({ variant: 'destructive', title: 'Subscription Error', description: getErrorMessage(err) }),
    });
  };

  return (
    <Card role="region" aria-labelledby="plan-usage-title" data-testid="plan-usage">
      <CardHeader className="pb-4">
        <CardTitle id="plan-usage-title" className="flex items-center justify-between gap-2 text-base">
          Plan &amp; usage
          {b?.mode === 'demo' && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
              Demo mode
            </span>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!b ? (
          <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-slate-200/70" />
        ) : (
          <>
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">Plan</dt>
                <dd className="flex items-center gap-2">
                  <Badge data-testid="usage-plan">{b.plan.name}</Badge>
                  {b.status !== 'active' && <span className="text-xs text-amber-700">{b.status.replace('_', ' ')}</span>}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 border-t pt-3">
                <dt className="text-muted-foreground">Tracked applications</dt>
                <dd className="font-medium text-slate-900" data-testid="usage-applications">
                  {formatUsage(b.usage.applications, b.plan.limits.applications)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 border-t pt-3">
                <dt className="text-muted-foreground">AI resume reviews this month</dt>
                <dd className="font-medium text-slate-900" data-testid="usage-reviews">
                  {formatUsage(b.usage.resumeReviews, b.plan.limits.resumeReviews)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 border-t pt-3">
                <dt className="text-muted-foreground">Resume templates</dt>
                <dd className="font-medium text-slate-900">{b.plan.limits.resumeTemplates.length}</dd>
              </div>
              <div className="flex items-center justify-between gap-3 border-t pt-3">
                <dt className="text-muted-foreground">Interview coach</dt>
                <dd className="font-medium text-slate-900">{b.plan.limits.interviewCoach ? 'Included' : 'Not included'}</dd>
              </div>
            </dl>
            {b.cancelAtPeriodEnd && (
              <p className="mt-3 text-xs text-amber-800" data-testid="cancel-pending">
                Cancelled: your plan ends on {periodEnd(b)}.
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild size="sm" variant="brand">
                <Link to={paths.subscribe}>See plans</Link>
              </Button>
              {(b.mode === 'demo' ? b.plan.id !== 'starter' : !b.cancelAtPeriodEnd) && (
                <Button size="sm" variant="outline" onClick={onCancel} disabled={cancel.isPending}>
                  Cancel plan
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
