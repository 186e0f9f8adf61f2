import { Activity } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import type { RealTimeAnalysis } from '@/features/interview/api/real-time-analysis';
import { LIVE_ANALYSIS_MIN_CHARS } from '@/features/interview/lib/coach';
import { cn } from '@/lib/utils';

const figures = [
  { key: 'clarity', label: 'Clarity' },
  { key: 'structure', label: 'Structure' },
  { key: 'confidence', label: 'Confidence' },
  { key: 'engagement', label: 'Engagement' },
] as const;

function barClass(value: number) {
  if (value >= 70) return 'bg-green-500';
  if (value >= 50) return 'bg-amber-500';
  return 'bg-red-400';
}

/** Seed 001 §2.4: the live 'Real-time Analysis' panel beside the answer. */
export function LiveAnalysisPanel({ analysis, pending }: { analysis: RealTimeAnalysis | null; pending: boolean }) {
  return (
    <section
      aria-labelledby="live-analysis-heading"
      aria-live="polite"
      className="rounded-xl border border-border bg-slate-50/80 p-4"
      data-testid="live-analysis"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="live-analysis-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Activity className="size-4 text-brand-600" aria-hidden="true" />
          Real-time Analysis
        </h3>
        <span className="flex items-center gap-1.5 text-xs text-slate-500">
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', pending ? 'animate-pulse bg-brand-500' : analysis ? 'bg-green-500' : 'bg-slate-300')}
          />
          {pending ? 'Analysing…' : analysis ? 'Live' : 'Waiting'}
        </span>
      </div>
      {analysis ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {figures.map(({ key, label }) => (
            <div key={key} data-testid={`live-${key}`}>
              <div className="flex items-baseline justify-between gap-2">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="text-sm font-semibold tabular-nums text-slate-900">{Math.round(analysis[key])}%</dd>
              </div>
              <Progress value={analysis[key]} aria-label={label} className="mt-1 h-1.5 bg-slate-200" indicatorClassName={barClass(analysis[key])} />
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-500">
          Keep typing: clarity, structure, confidence and engagement appear once your answer passes{' '}
          {LIVE_ANALYSIS_MIN_CHARS} characters.
        </p>
      )}
    </section>
  );
}
