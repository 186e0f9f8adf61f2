import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import type { ChallengeResult } from '@/features/learning/api/complete-challenge';
import { failedAttemptText } from '@/features/learning/lib/learning';

/** The graded result and the per-question review. */
export function ChallengeReview({ result }: { result: ChallengeResult }) {
  return (
    <div className="space-y-4" data-testid="challenge-review">
      <div className="rounded-xl border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="challenge-score">
            {result.score}%
          </p>
          {result.passed ? <Badge variant="success">Passed</Badge> : <Badge variant="warning">Not passed yet</Badge>}
          {result.late && <Badge variant="destructive">Late - no XP</Badge>}
        </div>
        {!result.passed && (
          <p className="mt-1 text-sm text-slate-700" data-testid="challenge-outcome">
            {failedAttemptText({ ...result, xpGained: 0 })}
          </p>
        )}
        <Progress value={result.score} className="mt-2" aria-label={`Score ${result.score}%`} />
        <p className="mt-2 text-sm text-muted-foreground">
          +{result.xpGained} XP · attempt {result.attemptNumber} · best {result.bestScore}% · {Math.round(result.timeSpent / 6) / 10} min
          {result.newBadges.length > 0 && ` · New badge: ${result.newBadges.join(', ')}`}
        </p>
        {result.xpGained === 0 && !result.late && result.score > 0 && (
          <p className="mt-1 text-xs text-muted-foreground">XP is only added for scores above your previous best.</p>
        )}
      </div>
      <ol className="space-y-3">
        {result.review.map((r, i) => (
          <li key={r.questionId} className={`rounded-xl border p-4 ${r.correct ? 'border-green-200' : 'border-red-200'}`}>
            <p className="flex items-start gap-2 font-medium text-slate-900">
              {r.correct ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-label="Correct" />
              ) : (
                <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-label="Incorrect" />
              )}
              <span>
                {i + 1}. {r.prompt}
              </span>
            </p>
            <dl className="mt-2 grid gap-1 text-sm">
              <div>
                <dt className="inline font-medium">Your answer: </dt>
                <dd className="inline">{r.yourAnswer.length ? r.yourAnswer.join(r.type === 'order' ? ' → ' : ', ') : '(no answer)'}</dd>
              </div>
              {!r.correct && r.type !== 'short' && (
                <div>
                  <dt className="inline font-medium">Correct answer: </dt>
                  <dd className="inline">{r.correctAnswer.join(r.type === 'order' ? ' → ' : ', ')}</dd>
                </div>
              )}
              {r.type === 'short' && (
                <div>
                  <dt className="inline font-medium">What a strong answer has: </dt>
                  <dd className="inline">{r.correctAnswer.join(' ')}</dd>
                </div>
              )}
              {r.credit > 0 && r.credit < 1 && <p className="text-muted-foreground">Partial credit: {Math.round(r.credit * 100)}%</p>}
            </dl>
            {r.feedback && <p className="mt-2 text-sm text-slate-700">{r.feedback}</p>}
            {r.improvements.length > 0 && (
              <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
                {r.improvements.slice(0, 3).map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            )}
            <p className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm text-slate-700">{r.explanation}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
