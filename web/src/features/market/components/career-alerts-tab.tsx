import { Check, Clock, Target, UserRound } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTransitionAlerts, type TransitionAlert } from '@/features/market/api/get-transition-alerts';
import type { MarketFilter } from '@/features/market/api/market-filter';
import { useMarkAlertRead } from '@/features/market/api/mark-alert-read';
import { TabState } from '@/features/market/components/tab-state';
import { urgencyStyles } from '@/features/market/lib/format';
import { cn } from '@/lib/utils';

function AlertCard({ a }: { a: TransitionAlert }) {
  const markRead = useMarkAlertRead();
  return (
    <Card className={cn('p-4 sm:p-5', a.isRead && 'opacity-75')} data-testid="career-alert">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 font-semibold text-slate-900">{a.title}</h3>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', urgencyStyles[a.urgency])}
          data-testid="alert-urgency"
        >
          {a.urgency}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{a.description}</p>
      {a.targetRole && (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <Target className="size-4 text-brand-600" aria-hidden="true" />
          <span className="text-muted-foreground">Target role:</span>
          <span className="font-medium">{a.targetRole}</span>
        </p>
      )}
      {a.requiredSkills.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Skills to build</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {a.requiredSkills.map((s) => (
              <Badge key={s} variant="outline" className="max-w-full whitespace-normal [overflow-wrap:anywhere]">
                {s}
              </Badge>
            ))}
          </div>
        </div>
      )}
      {a.actionItems.length > 0 && (
        <div className="mt-4">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Action items</p>
          <ol className="mt-1.5 space-y-1.5">
            {a.actionItems.map((item) => (
              <li key={item.action} className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span>{item.action}</span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {item.timeline}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {a.alertType === 'profile_incomplete' && (
          <Button asChild size="sm">
            <Link to="/profile">
              <UserRound aria-hidden="true" />
              Complete your profile
            </Link>
          </Button>
        )}
        {a.isRead ? (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Check className="size-3.5" aria-hidden="true" />
            Read
          </span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => markRead.mutate(a.id)} disabled={markRead.isPending}>
            Mark as read
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Career Alerts tab: the signed-in user's own transition alerts, most urgent first. */
export function CareerAlertsTab({ filter }: { filter: MarketFilter }) {
  const q = useTransitionAlerts(filter);
  const list = q.data ?? [];
  return (
    <TabState
      isPending={q.isPending}
      isError={q.isError}
      empty={list.length === 0}
      emptyTitle="No career alerts right now"
      emptyText="Your occupation's outlook is steady and nothing in your goals needs attention. Add target roles to your career goals for skill-gap alerts."
      region={filter.region}
    >
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Personal alerts from your title, skills and career goals, against the projections for your occupation and
          Stride&apos;s postings.
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((a) => (
            <li key={a.id}>
              <AlertCard a={a} />
            </li>
          ))}
        </ul>
      </div>
    </TabState>
  );
}
