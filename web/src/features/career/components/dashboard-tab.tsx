import { DollarSign, Flag, Info, Rocket, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import type { CareerAnalysis } from '@/features/career/api/analyze-career';
import type { CareerGoal } from '@/features/career/api/get-career-goals';
import type { CareerInsight } from '@/features/career/api/get-career-insights';
import type { Milestone } from '@/features/career/api/get-career-milestones';
import type { SkillTrend } from '@/features/career/api/get-skill-trends';
import { MomentumChart, SalaryChart, SkillDemandChart } from '@/features/career/components/charts';
import { EmptyState } from '@/features/career/components/empty-state';
import { InsightList } from '@/features/career/components/insight-list';
import { MilestoneList } from '@/features/career/components/milestone-list';
import {
  achievedPerMonth,
  DASHBOARD_MILESTONES,
  formatPercent,
  formatUsd,
  readinessLabel,
  readinessScore,
  SKILL_TREND_ENTRIES,
} from '@/features/career/lib/career';

interface Props {
  userId: string;
  analysis: CareerAnalysis | undefined;
  analysisLoading: boolean;
  trends: SkillTrend[] | undefined;
  goals: CareerGoal[];
  insights: CareerInsight[];
  milestones: Milestone[];
}

const trendMethod =
  'Growth blends three signals: half the change in Stride postings asking for the skill (last 21 days against the 21 before, capped at ±50%), half the 2024-34 BLS employment growth of the occupations that use it, and +5 points when O*NET flags it a Hot Technology.';

/** Dashboard (seed 001 §2.6): salary, skills in demand, momentum, insights, milestones. */
export function DashboardTab({ userId, analysis, analysisLoading, trends, goals, insights, milestones }: Props) {
  const top = (trends ?? []).slice(0, SKILL_TREND_ENTRIES);
  const months = achievedPerMonth(milestones, new Date());
  const achieved = milestones.filter((m) => m.status === 'achieved').length;
  const score = readinessScore(goals);
  const sp = analysis?.salaryPotential;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <DollarSign aria-hidden="true" className="size-5 text-brand-600" />
              Salary Intelligence
            </CardTitle>
            <CardDescription>BLS 2024 median annual wages of your occupation and your target.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {analysisLoading ? (
              <Spinner className="mx-auto size-5" label="Loading salary figures" />
            ) : sp && (sp.current !== null || sp.potential !== null) ? (
              <>
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Current</dt>
                    <dd className="text-lg font-semibold text-slate-900">{sp.current !== null ? formatUsd(sp.current) : '—'}</dd>
                    <dd className="text-xs text-muted-foreground">{sp.currentRole}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Potential</dt>
                    <dd className="text-lg font-semibold text-slate-900">{sp.potential !== null ? formatUsd(sp.potential) : '—'}</dd>
                    <dd className="text-xs text-muted-foreground">{sp.targetRole}</dd>
                  </div>
                </dl>
                <SalaryChart current={sp.current} potential={sp.potential} />
              </>
            ) : (
              <EmptyState icon={DollarSign} title="No salary figures yet" text={sp?.note || 'Add your current title to compare salaries.'} />
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2">
                <TrendingUp aria-hidden="true" className="size-5 text-brand-600" />
                Skills in Demand
              </CardTitle>
              <TooltipProvider>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button type="button" aria-label="How growth is computed" className="rounded-full p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                      <Info aria-hidden="true" className="size-4" />
                    </button>
                  </TooltipTrigger>
                  <TooltipContent className="max-w-xs">{trendMethod}</TooltipContent>
                </Tooltip>
              </TooltipProvider>
            </div>
            <CardDescription>Your skills and your goals&apos; target roles, by growth; without them, what postings ask for most.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {top.length === 0 ? (
              <EmptyState icon={TrendingUp} title="No skill trends yet" text="Add skills to your profile to follow their demand." />
            ) : (
              <>
                <ul className="grid gap-2" aria-label="Top skills in demand">
                  {top.map((t) => (
                    <li key={t.skill} className="flex items-center justify-between gap-2 text-sm">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate font-medium text-slate-900">{t.skill}</span>
                        {t.hot && (
                          <Badge variant="warning" className="shrink-0">
                            Hot
                          </Badge>
                        )}
                      </span>
                      <span className="shrink-0 tabular-nums">
                        <span className={t.growth >= 0 ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}>{formatPercent(t.growth)}</span>
                        <span className="ml-2 text-muted-foreground">{t.postings} postings</span>
                      </span>
                    </li>
                  ))}
                </ul>
                <SkillDemandChart trends={top} />
              </>
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Rocket aria-hidden="true" className="size-5 text-brand-600" />
              Career Momentum
            </CardTitle>
            <CardDescription>
              Readiness {score}% ({readinessLabel(score)}) · {achieved} of {milestones.length} milestones achieved
            </CardDescription>
          </CardHeader>
          <CardContent>
            {milestones.length === 0 ? (
              <EmptyState icon={Rocket} title="No momentum yet" text="Milestones you achieve show here month by month." />
            ) : (
              <MomentumChart months={months} />
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>AI Market Insights</CardTitle>
            <CardDescription>Statements about your situation, each citing its figures (BLS, O*NET, Stride postings).</CardDescription>
          </CardHeader>
          <CardContent>
            <InsightList userId={userId} insights={insights} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Flag aria-hidden="true" className="size-5 text-brand-600" />
              Milestones
            </CardTitle>
            <CardDescription>The next steps of your goals, soonest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {milestones.length === 0 ? (
              <EmptyState icon={Flag} title="No milestones yet" text="Set a goal with a target role and Stride proposes its milestones." />
            ) : (
              <MilestoneList userId={userId} milestones={milestones.slice(0, DASHBOARD_MILESTONES)} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
