import { Clock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCompleteChallenge, type AnswerValue, type ChallengeResult } from '@/features/learning/api/complete-challenge';
import type { Challenge } from '@/features/learning/api/get-challenges';
import { useStartChallenge, type ChallengeStart } from '@/features/learning/api/start-challenge';
import { ChallengeReview } from '@/features/learning/components/challenge-review';
import { QuestionInput } from '@/features/learning/components/question-input';
import { challengeToast, formatCountdown } from '@/features/learning/lib/learning';
import { getErrorMessage } from '@/lib/api-client';

/** Seconds until the deadline, ticking once a second. */
function useSecondsLeft(deadline: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return deadline ? Math.round((Date.parse(deadline) - now) / 1000) : 0;
}

/** Runs one attempt: the server starts it (and its clock), the user answers, the server grades. */
export function ChallengeRunner({ challenge, onClose }: { challenge: Challenge | null; onClose: () => void }) {
  const start = useStartChallenge();
  const submit = useCompleteChallenge();
  const [attempt, setAttempt] = useState<ChallengeStart | null>(null);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [result, setResult] = useState<ChallengeResult | null>(null);
  const started = useRef<string | null>(null);
  const secondsLeft = useSecondsLeft(attempt && !result ? attempt.deadline : undefined);

  useEffect(() => {
    if (!challenge || started.current === challenge.id) return;
    started.current = challenge.id;
    setAttempt(null);
    setAnswers({});
    setResult(null);
    start.mutate(challenge.id, {
      onSuccess: setAttempt,
      onError: (e) => {
        toast({ title: 'Error', description: getErrorMessage(e), variant: 'destructive' });
        started.current = null;
        onClose();
      },
    });
  }, [challenge, start, onClose]);

  const close = () => {
    started.current = null;
    setAttempt(null);
    setResult(null);
    onClose();
  };

  const send = () => {
    if (!attempt) return;
    submit.mutate(
      { challengeId: attempt.challengeId, attemptId: attempt.attemptId, answers },
      {
        onSuccess: (r) => {
          setResult(r);
          toast(challengeToast(r));
        },
        onError: (e) => toast({ title: 'Error', description: getErrorMessage(e), variant: 'destructive' }),
      },
    );
  };

  const retry = () => {
    if (!challenge) return;
    started.current = null;
    setResult(null);
    setAttempt(null);
    setAnswers({});
    started.current = challenge.id;
    start.mutate(challenge.id, { onSuccess: setAttempt });
  };

  const answered = attempt ? attempt.questions.filter((q) => answers[q.id] !== undefined && answers[q.id] !== '').length : 0;

  return (
    <Dialog open={Boolean(challenge)} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[92dvh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{challenge?.title ?? 'Challenge'}</DialogTitle>
          <DialogDescription>
            {result
              ? 'Your answers were graded on the server. Review what was right and why.'
              : `${challenge?.timeLimit ?? 0} minutes. Answers submitted more than 30 seconds after the time runs out are graded but earn no XP.`}
          </DialogDescription>
        </DialogHeader>
        {!attempt ? (
          <Spinner label="Starting challenge" />
        ) : result ? (
          <>
            <ChallengeReview result={result} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={retry}>
                Retry
              </Button>
              <Button onClick={close}>Done</Button>
            </div>
          </>
        ) : (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <div
              className={`sticky top-0 z-10 flex items-center justify-between rounded-lg border bg-white px-3 py-2 text-sm ${secondsLeft <= 30 ? 'border-red-300 text-red-700' : ''}`}
            >
              <span className="inline-flex items-center gap-1.5 font-medium tabular-nums" role="timer" aria-label="Time left">
                <Clock className="size-4" aria-hidden="true" />
                {secondsLeft > 0 ? formatCountdown(secondsLeft) : 'Time is up'}
              </span>
              <span className="text-muted-foreground">
                Attempt {attempt.attemptNumber} · {answered}/{attempt.questions.length} answered
              </span>
            </div>
            {attempt.questions.map((q, i) => (
              <QuestionInput
                key={q.id}
                question={q}
                index={i}
                value={answers[q.id]}
                onChange={(v) => setAnswers((prev) => ({ ...prev, [q.id]: v }))}
              />
            ))}
            <div className="flex justify-end">
              <Button type="submit" disabled={submit.isPending}>
                <Send aria-hidden="true" />
                {submit.isPending ? 'Grading…' : 'Submit answers'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
