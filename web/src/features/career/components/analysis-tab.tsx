import { Brain, CheckCircle2, Compass, RefreshCw, Target } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { CareerAnalysis } from '@/features/career/api/analyze-career';
import { SalaryChart } from '@/features/career/components/charts';
import { EmptyState } from '@/features/career/components/empty-state';
import { formatUsd, viabilityTier } from '@/features/career/lib/career';

interface Props {
  analysis: CareerAnalysis | undefined;
  loading: boolean;
  failed: boolean;
  onAnalyze: () => void;
}

/** AI Analysis: the analysis object of seed 001 §3.2, computed from the user's own data. */
export function AnalysisTab({ analysis, loading, failed, onAnalyze }: Props) {
  if (loading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6" label="Analyzing your career" />
      </div>
    );
  }
  if (!analysis) {
    return (
      <Card className="p-6">
        <EmptyState
          icon={Brain}
          title={failed ? 'The analysis failed' : 'No analysis yet'}
          text="Stride compares your title, skills and goals with O*NET and BLS data and Stride's postings."
          action={<Button onClick={onAnalyze}>Analyze My Career</Button>}
        />
      </Card>
    );
  }
  const { currentState: st, salaryPotential: sp } = analysis;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>Where you stand</CardTitle>
              <Button size="sm" variant="outline" onClick={onAnalyze}>
                <RefreshCw aria-hidden="true" />
                Analyze again
              </Button>
            </div>
            <CardDescription>
              {analysis.currentOccupation ? `Your title reads as ${analysis.currentOccupation} (O*NET).` : 'No current title to compare.'}
              {analysis.targetOccupation && ` Compared with ${analysis.targetOccupation}.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div>
              <div className="flex items-baseline justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">Readiness</p>
                <p className="text-sm font-semibold text-slate-900" data-testid="analysis-readiness">
                  {st.readinessScore}% · {st.readinessLabel}
                </p>
              </div>
              <Progress value={st.readinessScore} className="mt-2 h-2" aria-label="Readiness" />
            </div>
            <div>
              <p className="text-sm font-medium text-muted-foreground">Market position</p>
              <p className="mt-1 text-sm text-slate-900">{st.marketPosition}</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <p className="text-sm font-medium text-muted-foreground">Strengths</p>
                {st.strengths.length === 0 ? (
                  <p className="mt-1 text-sm text-muted-foreground">Add skills to your profile to see them here.</p>
                ) : (
                  <ul className="mt-1 grid gap-1 text-sm">
                    {st.strengths.map((s) => (
                      <li key={s} className="flex gap-2">
                        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                        {s}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <p className="text-sm font-medium text-muted-foreground">Skills gap</p>
                {st.skillsGap.length === 0 ? (
                  <p className="mt-1 text-sm text-muted-foreground">No gap found against your target.</p>
                ) : (
                  <ul className="mt-1 grid gap-1 text-sm">
                    {st.skillsGap.map((s) => (
                      <li key={s} className="flex gap-2">
                        <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                        {s}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
            {analysis.credential && (
              <p className="text-sm [overflow-wrap:anywhere] text-slate-700" data-testid="analysis-credential">
                {analysis.credential}
              </p>
            )}
            {analysis.sources && <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{analysis.sources}</p>}
            {analysis.advice.length > 0 && (
              <ul className="grid gap-1 rounded-xl bg-brand-50 p-3 text-sm text-brand-700" aria-label="What to fill in">
                {analysis.advice.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Salary potential</CardTitle>
            <CardDescription>{sp.note}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Current</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="salary-current">
                  {sp.current !== null ? formatUsd(sp.current) : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Potential</dt>
                <dd className="text-lg font-semibold text-slate-900" data-testid="salary-potential">
                  {sp.potential !== null ? formatUsd(sp.potential) : '—'}
                </dd>
              </div>
            </dl>
            <SalaryChart current={sp.current} potential={sp.potential} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Compass aria-hidden="true" className="size-5 text-brand-600" />
            Career paths for you
          </CardTitle>
          <CardDescription>
            Viability weighs how much of the role&apos;s requirements you cover (65%), its BLS growth (20%) and how close O*NET ranks it (15%).
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analysis.careerPaths.length === 0 ? (
            <EmptyState icon={Compass} title="No paths yet" text="Add your current title or a goal with a target role to see paths." />
          ) : (
            <ul className="grid gap-4 md:grid-cols-3">
              {analysis.careerPaths.map((p) => {
                const tier = viabilityTier(p.viability);
                return (
                  <li key={p.path} className="rounded-xl border border-border p-4">
                    <p className="font-semibold text-slate-900">{p.path}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Badge variant={tier.variant}>
                        {tier.label} · {p.viability}
                      </Badge>
                      {p.salaryIncrease && <Badge variant="outline">Pay {p.salaryIncrease}</Badge>}
                    </div>
                    <p className="mt-2 text-sm text-muted-foreground">Timeframe: {p.timeframe}</p>
                    {p.requirements.length > 0 && (
                      <p className="mt-1 text-sm text-muted-foreground">To learn: {p.requirements.join(', ')}</p>
                    )}
                    {p.credential && <p className="mt-1 text-xs [overflow-wrap:anywhere] text-muted-foreground">{p.credential}</p>}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
