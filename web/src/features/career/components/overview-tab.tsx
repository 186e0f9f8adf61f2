import { Briefcase, Brain, Lightbulb, MessageSquare, Plus, Target, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CareerGoal } from '@/features/career/api/get-career-goals';
import { EmptyState } from '@/features/career/components/empty-state';
import { GoalSummary } from '@/features/career/components/goal-progress';
import { readinessLabel, readinessScore, recentActiveGoals } from '@/features/career/lib/career';
import type { User } from '@/types/api';

interface Props {
  user: User;
  goals: CareerGoal[];
  insightCount: number;
  onAnalyze: () => void;
  analyzing: boolean;
  onInterview: () => void;
  onNewGoal: () => void;
}

function StatCard({ icon: Icon, label, value, detail, testId }: { icon: typeof Target; label: string; value: string; detail: string; testId: string }) {
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
      </div>
      <p className="mt-2 truncate text-2xl font-bold text-slate-900" title={value}>
        {value}
      </p>
      <p className="mt-0.5 text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** Overview (seed 001 §2.6): four cards, Quick Actions and Recent Goals. */
export function OverviewTab({ user, goals, insightCount, onAnalyze, analyzing, onInterview, onNewGoal }: Props) {
  const score = readinessScore(goals);
  const active = goals.filter((g) => g.status === 'active');
  const recent = recentActiveGoals(goals);
  const role = user.currentTitle || user.title;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={TrendingUp} label="Career Readiness" value={`${score}%`} detail={readinessLabel(score)} testId="readiness-card" />
        <StatCard icon={Target} label="Active Goals" value={String(active.length)} detail={`${goals.length} in total`} testId="active-goals-card" />
        <StatCard icon={Lightbulb} label="AI Insights" value={String(insightCount)} detail="current insights" testId="insights-card" />
        <StatCard
          icon={Briefcase}
          label="Current Role"
          value={role || 'Not set'}
          detail={user.experienceLevel ? `${user.experienceLevel} level` : role ? 'Experience level not set' : 'Add it in your profile'}
          testId="role-card"
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button variant="outline" className="justify-start" onClick={onAnalyze} disabled={analyzing}>
              <Brain aria-hidden="true" />
              {analyzing ? 'Analyzing...' : 'Analyze My Career'}
            </Button>
            <Button variant="outline" className="justify-start" onClick={onInterview}>
              <MessageSquare aria-hidden="true" />
              Take Career Interview
            </Button>
            <Button variant="outline" className="justify-start" onClick={onNewGoal}>
              <Plus aria-hidden="true" />
              Set New Career Goal
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Goals</CardTitle>
            <CardDescription>Your newest active goals. Readiness is the mean progress of all your goals.</CardDescription>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <EmptyState
                icon={Target}
                title="No active goals"
                text="Set a career goal with a target role and Stride will propose the milestones to get there."
                action={
                  <Button onClick={onNewGoal}>
                    <Plus aria-hidden="true" />
                    Set New Career Goal
                  </Button>
                }
              />
            ) : (
              <ul className="grid gap-4" aria-label="Recent goals">
                {recent.map((g) => (
                  <li key={g.id}>
                    <GoalSummary goal={g} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
