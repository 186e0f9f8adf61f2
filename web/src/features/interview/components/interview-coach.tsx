import { ArrowRight, CheckCircle2, Loader2, Mic, Sparkles, TrendingDown, TrendingUp, Wand2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { useCreateAdvancedSession } from '@/features/interview/api/create-advanced-session';
import {
  useEvaluateAdvancedResponse,
  type AnswerAnalysis,
} from '@/features/interview/api/evaluate-advanced-response';
import {
  generateAdaptiveQuestions,
  useGenerateAdaptiveQuestions,
  type AdaptiveQuestion,
} from '@/features/interview/api/generate-adaptive-questions';
import { useInterviewStats } from '@/features/interview/api/get-interview-stats';
import { AnalysisResults } from '@/features/interview/components/analysis-results';
import { AnswerComposer } from '@/features/interview/components/answer-composer';
import { CoachSidebar } from '@/features/interview/components/coach-sidebar';
import { SessionSetup } from '@/features/interview/components/session-setup';
import { SessionSummary } from '@/features/interview/components/session-summary';
import {
  clampLevel,
  interviewTypeLabel,
  jobTitles,
  levelLabel,
  nextLevel,
  QUESTIONS_PER_SESSION,
  type InterviewType,
} from '@/features/interview/lib/coach';
import { buildSessionPayload, type AnsweredQuestion } from '@/features/interview/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

/** A question of the session, with the level it was chosen for. */
interface SessionQuestion extends AdaptiveQuestion {
  requestedLevel: number;
}

interface Session {
  jobTitle: string;
  type: InterviewType;
  startLevel: number;
  questions: SessionQuestion[];
  index: number;
  /** The questions passed so far, each with its answer and analysis. */
  answered: AnsweredQuestion[];
  status: 'active' | 'completed';
}

function defaultJobTitle(user: User): string {
  const candidates = [user.currentTitle, user.title].map((t) => (t ?? '').trim().toLowerCase());
  return jobTitles.find((title) => candidates.includes(title.toLowerCase())) ?? jobTitles[0];
}

/** The AI Interview Coach at /interview (seed 001 §2.4, §4). */
export function InterviewCoach({ user }: { user: User }) {
  useDocumentTitle('AI Interview Coach');
  const stats = useInterviewStats(user.id);
  const [chosenLevel, setChosenLevel] = useState<number | null>(null);
  // Seed 001 §4: the level starts at 1; Stride carries on from the latest saved session.
  const level = clampLevel(chosenLevel ?? stats.data?.currentLevel ?? 1);
  const [jobTitle, setJobTitle] = useState(() => defaultJobTitle(user));
  const [type, setType] = useState<InterviewType>('behavioral');
  const [session, setSession] = useState<Session | null>(null);
  const [answer, setAnswer] = useState('');
  const [analysis, setAnalysis] = useState<AnswerAnalysis | null>(null);
  const [levelChange, setLevelChange] = useState<{ from: number; to: number } | null>(null);
  const [progress, setProgress] = useState(0);
  const [advancing, setAdvancing] = useState(false);
  const generate = useGenerateAdaptiveQuestions();
  const evaluate = useEvaluateAdvancedResponse();
  const save = useCreateAdvancedSession();
  const questionRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const start = async () => {
    const startLevel = level;
    try {
      const questions = await generate.mutateAsync({
        jobTitle,
        type,
        adaptiveLevel: startLevel,
        count: QUESTIONS_PER_SESSION,
      });
      if (questions.length === 0) throw new Error('No questions came back. Please try again.');
      setChosenLevel(startLevel);
      setSession({
        jobTitle,
        type,
        startLevel,
        questions: questions.map((q) => ({ ...q, requestedLevel: startLevel })),
        index: 0,
        answered: [],
        status: 'active',
      });
      setAnswer('');
      setAnalysis(null);
      setLevelChange(null);
      setProgress(0);
      toast({ title: 'Advanced interview questions generated!' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to generate questions', description: getErrorMessage(error) });
    }
  };

  if (!session) {
    return (
      <CoachPage user={user} level={level}>
        <SessionSetup
          jobTitle={jobTitle}
          onJobTitleChange={setJobTitle}
          type={type}
          onTypeChange={setType}
          level={level}
          starting={generate.isPending}
          onStart={() => void start()}
        />
      </CoachPage>
    );
  }

  if (session.status === 'completed') {
    return (
      <CoachPage user={user} level={level}>
        <SessionSummary
          jobTitle={session.jobTitle}
          type={session.type}
          startLevel={session.startLevel}
          endLevel={level}
          answered={session.answered}
          progress={progress}
          onRestart={() => {
            setSession(null);
            setProgress(0);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </CoachPage>
    );
  }

  const question = session.questions[session.index];
  const total = session.questions.length;
  const isLast = session.index === total - 1;

  const analyse = async () => {
    if (!answer.trim()) {
      toast({ variant: 'destructive', title: 'Please provide a response first' });
      return;
    }
    try {
      const result = await evaluate.mutateAsync({
        question: question.question,
        answer,
        jobTitle: session.jobTitle,
        responseType: session.type,
      });
      const to = nextLevel(level, result.feedback.score);
      setLevelChange(to === level ? null : { from: level, to });
      setChosenLevel(to);
      setAnalysis(result);
      toast({ title: 'Advanced analysis complete!' });
      requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to evaluate response', description: getErrorMessage(error) });
    }
  };

  const current = (): AnsweredQuestion | null =>
    analysis ? { question: question.question, answer, analysis } : null;

  const next = async () => {
    const done = current();
    if (!done) return;
    const nextIndex = session.index + 1;
    let questions = session.questions;
    // The remaining questions follow the level: a question chosen for another
    // level is swapped for one at the current level, never one already in the session.
    if (questions[nextIndex].requestedLevel !== level) {
      setAdvancing(true);
      try {
        const [replacement] = await generateAdaptiveQuestions({
          jobTitle: session.jobTitle,
          type: session.type,
          adaptiveLevel: level,
          count: 1,
          exclude: questions.map((q) => q.id),
        });
        if (replacement) {
          questions = questions.map((q, i) => (i === nextIndex ? { ...replacement, requestedLevel: level } : q));
        }
      } catch {
        // The planned question still fits the session: keep it.
      } finally {
        setAdvancing(false);
      }
    }
    setSession({ ...session, questions, index: nextIndex, answered: [...session.answered, done] });
    setAnswer('');
    setAnalysis(null);
    setLevelChange(null);
    setProgress(Math.round((nextIndex / total) * 100));
    requestAnimationFrame(() => questionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const complete = async () => {
    const done = current();
    if (!done) return;
    const answered = [...session.answered, done];
    try {
      await save.mutateAsync(buildSessionPayload(user.id, session.type, answered, level));
      setSession({ ...session, answered, status: 'completed' });
      setProgress(100);
      // Seed 001 §8 has two success toasts; one toast shows at a time, so the
      // second carries the first as its description.
      toast({ title: 'Advanced interview coaching completed!', description: 'Advanced session analysis saved!' });
      requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to save session', description: getErrorMessage(error) });
    }
  };

  return (
    <CoachPage user={user} level={level}>
      <Card className="scroll-mt-24 overflow-hidden" ref={questionRef}>
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
              onChange={setAnswer}
              readOnly={analysis !== null}
            />
          </div>

          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-1.5 text-xs text-slate-500">
              <Mic className="size-3.5" aria-hidden="true" />
              Type or speak your answer, then ask for the analysis.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant={analysis ? 'outline' : 'brand'}
                onClick={() => void analyse()}
                disabled={evaluate.isPending || analysis !== null}
              >
                {evaluate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                {evaluate.isPending ? 'Analyzing...' : 'Get Advanced Analysis'}
              </Button>
              {isLast ? (
                <Button onClick={() => void complete()} disabled={analysis === null || save.isPending}>
                  {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                  {save.isPending ? 'Saving...' : 'Complete Session'}
                </Button>
              ) : (
                <Button onClick={() => void next()} disabled={analysis === null || advancing}>
                  {advancing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
                  {advancing ? 'Preparing...' : 'Next Question'}
                </Button>
              )}
            </div>
          </div>
        </div>
      </Card>

      {analysis && (
        <Card className="scroll-mt-24 p-5 sm:p-6" ref={resultsRef} data-testid="analysis-results">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
              Advanced Analysis
            </h2>
            {levelChange && (
              <p
                className={
                  levelChange.to > levelChange.from
                    ? 'flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700'
                    : 'flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-700'
                }
                data-testid="level-change"
              >
                {levelChange.to > levelChange.from ? (
                  <TrendingUp className="size-3.5" aria-hidden="true" />
                ) : (
                  <TrendingDown className="size-3.5" aria-hidden="true" />
                )}
                {levelChange.to > levelChange.from ? 'Level up' : 'Level down'}: {levelLabel(levelChange.from)} →{' '}
                {levelLabel(levelChange.to)}
              </p>
            )}
          </div>
          <AnalysisResults analysis={analysis} idPrefix="answer" />
        </Card>
      )}
    </CoachPage>
  );
}

function CoachPage({ user, level, children }: { user: User; level: number; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Adaptive AI coaching
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Interview Coach</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Practise real interview questions. Every answer is analysed for behaviour, emotional intelligence and critical
          thinking, and the next question adapts to how you did.
        </p>
      </header>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 gap-6">{children}</div>
        <CoachSidebar userId={user.id} level={level} />
      </div>
    </div>
  );
}
