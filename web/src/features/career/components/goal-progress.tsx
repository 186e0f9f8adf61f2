import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import type { CareerGoal } from '@/features/career/api/get-career-goals';
import { formatPercent, formatUsd } from '@/features/career/lib/career';
import { formatUtcDate } from '@/lib/dates';

const statusVariant: Record<string, 'default' | 'success' | 'secondary'> = {
  active: 'default',
  completed: 'success',
  paused: 'secondary',
};

export function GoalStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusVariant[status] ?? 'secondary'} className="capitalize">
      {status}
    </Badge>
  );
}

/** A goal's title, target role, deadline and progress bar. */
export function GoalSummary({ goal }: { goal: CareerGoal }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{goal.title}</p>
        <GoalStatusBadge status={goal.status} />
      </div>
      <p className="mt-0.5 text-sm text-muted-foreground">
        {goal.targetRole ? `Target: ${goal.targetRole}` : 'No target role'}
        {goal.deadline &&
          ` · by ${formatUtcDate(new Date(goal.deadline))}`}
      </p>
      {goal.aiAnalysis && (
        <p className="mt-0.5 text-xs text-muted-foreground" data-testid="goal-occupation">
          O*NET: {goal.aiAnalysis.occupation}
          {goal.aiAnalysis.medianWage ? ` · median ${formatUsd(goal.aiAnalysis.medianWage)}` : ''}
          {goal.aiAnalysis.growthPct !== null ? ` · ${formatPercent(goal.aiAnalysis.growthPct)} growth by 2034` : ''}
          {goal.aiAnalysis.salaryChange ? ` · pay ${goal.aiAnalysis.salaryChange} vs your occupation` : ''}
          {goal.aiAnalysis.timeframe ? ` · usually ${goal.aiAnalysis.timeframe}` : ''}
        </p>
      )}
      {goal.aiAnalysis && goal.aiAnalysis.missingSkills.length > 0 && (
        <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-muted-foreground" data-testid="goal-learn">
          To learn: {goal.aiAnalysis.missingSkills.join(', ')}
        </p>
      )}
      {goal.aiAnalysis?.credential && (
        <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-muted-foreground" data-testid="goal-credential">
          {goal.aiAnalysis.credential}
        </p>
      )}
      <div className="mt-2 flex items-center gap-3">
        <Progress value={goal.currentProgress} className="h-2" aria-label={`${goal.title} progress`} />
        <span className="w-10 shrink-0 text-right text-sm font-medium tabular-nums text-slate-700">{goal.currentProgress}%</span>
      </div>
    </div>
  );
}
