import { ArrowRight, CheckCircle2, Loader2, Mic, Sparkles, TrendingUp, Wand2 } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { AnswerComposer } from '@/features/interview/components/answer-composer';
import type { Session } from '@/features/interview/hooks/use-coach-session';
import { interviewTypeLabel, levelLabel } from '@/features/interview/lib/coach';

interface QuestionCardProps {
  session: Session;
  level: number;
  progress: number;
  answer: string;
  /** A value, or an update of the current one (voice input appends). */
  onAnswerChange: (next: string | ((previous: string) => string)) => void;
  analysed: boolean;
  analysing: boolean;
  onAnalyse: () => void;
  advancing: boolean;
  onNext: () => void;
  completing: boolean;
  onComplete: () => void;
  ref?: React.Ref<HTMLDivElement>;
}

/** The current question of a session: its answer, the analysis button, then Next or Complete. */
export function QuestionCard({
  session,
  level,
  progress,
  answer,
  onAnswerChange,
  analysed,
  analysing,
  onAnalyse,
  advancing,
  onNext,
  completing,
  onComplete,
  ref,
}: QuestionCardProps) {
  const question = session.questions[session.index];
  const total = session.questions.length;
  const isLast = session.index === total - 1;
  return (
    <Card className="scroll-mt-24 overflow-hidden" ref={ref}>
      <div className="border-b border-border bg-slate-50/70 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900" data-testid="question-counter">
            Question {session.index + 1} of {total}
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline" className="bg-white">
              {session.jobTitle}
            </Badge>
            <Badge variant="outline" className="bg-white">
              {interviewTypeLabel(session.type)}
            </Badge>
            <Badge variant="solid" data-testid="level-badge">
              <TrendingUp className="size-3" aria-hidden="true" />
              Level {level} · {levelLabel(level)}
            </Badge>
          </div>
        </div>
        <Progress value={progress} className="mt-3" aria-label="Session progress" data-testid="session-progress" />
      </div>

      <div className="p-5 sm:p-6">
        {question.competency && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold capitalize text-brand-700">
            <Wand2 className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Competency: </span>
            <span data-testid="question-competency">{question.competency}</span>
          </p>
        )}
        <h2 className="mt-3 text-lg font-semibold leading-snug text-slate-900 sm:text-xl" data-testid="current-question">
          {question.question}
        </h2>

        <div className="mt-5">
          <AnswerComposer
            key={`${session.index}-${question.id}`}
            value={answer}
            onChange={onAnswerChange}
            readOnly={analysed}
            context={{ question: question.question, jobTitle: session.jobTitle, interviewType: session.type }}
          />
        </div>

        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <Mic className="size-3.5" aria-hidden="true" />
            Type or speak your answer, then ask for the analysis.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant={analysed ? 'outline' : 'brand'} onClick={onAnalyse} disabled={analysing || analysed}>
              {analysing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {analysing ? 'Analyzing...' : 'Get Advanced Analysis'}
            </Button>
            {isLast ? (
              <Button onClick={onComplete} disabled={!analysed || completing}>
                {completing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                {completing ? 'Saving...' : 'Complete Session'}
              </Button>
            ) : (
              <Button onClick={onNext} disabled={!analysed || advancing}>
                {advancing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
                {advancing ? 'Preparing...' : 'Next Question'}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
