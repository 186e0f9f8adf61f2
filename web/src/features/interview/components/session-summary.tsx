import { ChevronDown, RotateCcw, Sparkles, Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { AnalysisResults } from '@/features/interview/components/analysis-results';
import {
  formatTenths,
  interviewTypeLabel,
  levelLabel,
  scoreBadgeVariant,
  scoreTextClass,
} from '@/features/interview/lib/coach';
import { aggregateAnalyses, type AnsweredQuestion } from '@/features/interview/lib/session';
import { cn } from '@/lib/utils';

/** The finished session: its score, the level it reached, every answer and the session-wide analysis. */
export function SessionSummary({
  jobTitle,
  type,
  startLevel,
  endLevel,
  answered,
  progress,
  onRestart,
}: {
  jobTitle: string;
  type: string;
  startLevel: number;
  endLevel: number;
  answered: AnsweredQuestion[];
  progress: number;
  onRestart: () => void;
}) {
  const overall = useMemo(() => aggregateAnalyses(answered.map((a) => a.analysis)), [answered]);
  const score = overall.feedback.score;

  return (
    <>
      <Card className="overflow-hidden" data-testid="session-summary">
        <div className="border-b border-border bg-gradient-to-br from-brand-50 via-white to-white px-5 py-6 sm:px-6">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-soft">
              <Trophy className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h2 className="text-xl font-bold text-slate-900">Session complete</h2>
              <p className="mt-0.5 text-sm text-slate-600">
                {jobTitle} · {interviewTypeLabel(type)} · {answered.length} questions answered
              </p>
            </div>
          </div>
          <Progress value={progress} className="mt-5" aria-label="Session progress" data-testid="session-progress" />
          <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
            <div className="rounded-xl border border-border bg-white p-3 sm:p-4">
              <dt className="text-xs font-medium text-slate-500">Session score</dt>
              <dd className={cn('mt-1 text-2xl font-bold tabular-nums', scoreTextClass(score))} data-testid="summary-score">
                {formatTenths(score)}
                <span className="text-sm font-medium text-slate-400">/10</span>
              </dd>
            </div>
            <div className="rounded-xl border border-border bg-white p-3 sm:p-4">
              <dt className="text-xs font-medium text-slate-500">EQ score</dt>
              <dd className={cn('mt-1 text-2xl font-bold tabular-nums', scoreTextClass(overall.emotionalIntelligence.overallEQ))}>
                {formatTenths(overall.emotionalIntelligence.overallEQ)}
                <span className="text-sm font-medium text-slate-400">/10</span>
              </dd>
            </div>
            <div className="col-span-2 flex items-center justify-between gap-3 rounded-xl border border-border bg-white p-3 sm:col-span-1 sm:block sm:p-4">
              <dt className="text-xs font-medium text-slate-500">Level reached</dt>
              <dd className="text-right sm:mt-1 sm:text-left">
                <span className="block text-lg font-bold text-slate-900" data-testid="session-level">
                  {levelLabel(endLevel)}
                </span>
                <span className="block text-xs text-slate-500">
                  {endLevel === startLevel ? 'Unchanged' : `From ${levelLabel(startLevel)}`}
                </span>
              </dd>
            </div>
          </dl>
        </div>

        <div className="p-5 sm:p-6">
          <h3 className="text-sm font-semibold text-slate-900">Your answers</h3>
          <ol className="mt-3 grid gap-2">
            {answered.map((item, i) => (
              <li key={`${i}-${item.question}`} className="rounded-xl border border-border" data-testid="summary-answer">
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-3 hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
                      {i + 1}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col items-start gap-1.5 sm:flex-row sm:gap-3">
                      <span className="min-w-0 flex-1 text-sm font-medium leading-snug text-slate-800">{item.question}</span>
                      <Badge variant={scoreBadgeVariant(item.analysis.feedback.score)} className="tabular-nums">
                        {formatTenths(item.analysis.feedback.score)}/10
                      </Badge>
                    </span>
                    <ChevronDown
                      className="mt-0.5 size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="border-t border-border p-3 text-sm sm:pl-12">
                    <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Your answer</p>
                    <p className="mt-1 whitespace-pre-line leading-relaxed text-slate-700">{item.answer}</p>
                    {item.analysis.feedback.summary && (
                      <>
                        <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Feedback</p>
                        <p className="mt-1 leading-relaxed text-slate-700">{item.analysis.feedback.summary}</p>
                      </>
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ol>
          <Button className="mt-5 w-full sm:w-auto" variant="brand" onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            Start New Session
          </Button>
        </div>
      </Card>

      <Card className="p-5 sm:p-6" data-testid="session-analysis">
        <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
          Session Analysis
        </h2>
        <AnalysisResults analysis={overall} idPrefix="session" />
      </Card>
    </>
  );
}
