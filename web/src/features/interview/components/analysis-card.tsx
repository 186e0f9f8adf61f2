import { Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import type { AnswerAnalysis } from '@/features/interview/api/evaluate-advanced-response';
import { AnalysisResults } from '@/features/interview/components/analysis-results';
import { levelLabel } from '@/features/interview/lib/coach';

/** The analysis of the current answer, with the level change it caused. */
export function AnalysisCard({
  analysis,
  levelChange,
  ref,
}: {
  analysis: AnswerAnalysis;
  levelChange: { from: number; to: number } | null;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const up = levelChange !== null && levelChange.to > levelChange.from;
  return (
    <Card className="scroll-mt-24 p-5 sm:p-6" ref={ref} data-testid="analysis-results">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
          Advanced Analysis
        </h2>
        {levelChange && (
          <p
            className={
              up
                ? 'flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700'
                : 'flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-700'
            }
            data-testid="level-change"
          >
            {up ? <TrendingUp className="size-3.5" aria-hidden="true" /> : <TrendingDown className="size-3.5" aria-hidden="true" />}
            {up ? 'Level up' : 'Level down'}: {levelLabel(levelChange.from)} → {levelLabel(levelChange.to)}
          </p>
        )}
      </div>
      <AnalysisResults analysis={analysis} idPrefix="answer" />
    </Card>
  );
}
