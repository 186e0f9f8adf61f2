import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useCreateAdvancedSession } from '@/features/interview/api/create-advanced-session';
import { useEvaluateAdvancedResponse } from '@/features/interview/api/evaluate-advanced-response';
import {
  generateAdaptiveQuestions,
  useGenerateAdaptiveQuestions,
} from '@/features/interview/api/generate-adaptive-questions';
import { useInterviewStats } from '@/features/interview/api/get-interview-stats';
import { AnalysisCard } from '@/features/interview/components/analysis-card';
import { CoachPage } from '@/features/interview/components/coach-page';
import { QuestionCard } from '@/features/interview/components/question-card';
import { SessionSetup } from '@/features/interview/components/session-setup';
import { SessionSummary } from '@/features/interview/components/session-summary';
import { currentAnswered, useCoachSession, type Session, type SessionQuestion } from '@/features/interview/hooks/use-coach-session';
import {
  clampLevel,
  defaultJobTitle,
  jobTitleError,
  nextLevel,
  QUESTIONS_PER_SESSION,
  type InterviewType,
} from '@/features/interview/lib/coach';
import { buildSessionPayload } from '@/features/interview/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

/**
 * The remaining questions follow the level: the next question, when it was
 * chosen for another level, is swapped for one at the current level, never
 * one already in the session. On failure the planned question is kept.
 */
async function questionsForNext(session: Session, level: number): Promise<SessionQuestion[]> {
  const nextIndex = session.index + 1;
  const questions = session.questions;
  if (questions[nextIndex].requestedLevel === level) return questions;
  try {
    const [replacement] = await generateAdaptiveQuestions({
      jobTitle: session.jobTitle,
      type: session.type,
      adaptiveLevel: level,
      count: 1,
      exclude: questions.map((q) => q.id),
    });
    if (!replacement) return questions;
    return questions.map((q, i) => (i === nextIndex ? { ...replacement, requestedLevel: level } : q));
  } catch {
    return questions;
  }
}

/** The AI Interview Coach at /interview (seed 001 §2.4, §4). */
export function InterviewCoach({ user }: { user: User }) {
  useDocumentTitle('AI Interview Coach');
  const stats = useInterviewStats(user.id);
  const [state, dispatch] = useCoachSession();
  const { session, answer, analysis } = state;
  // Seed 001 §4: the level starts at 1; Stride carries on from the latest saved session.
  const level = clampLevel(state.chosenLevel ?? stats.data?.currentLevel ?? 1);
  const [jobTitle, setJobTitle] = useState(() => defaultJobTitle([user.currentTitle, user.title]));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [type, setType] = useState<InterviewType>('behavioral');
  const generate = useGenerateAdaptiveQuestions();
  const evaluate = useEvaluateAdvancedResponse();
  const save = useCreateAdvancedSession();
  const advance = useMutation({ mutationFn: (s: Session) => questionsForNext(s, level) });
  const questionRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const start = async () => {
    const error = jobTitleError(jobTitle);
    setTitleError(error);
    if (error) return;
    try {
      const questions = await generate.mutateAsync({
        jobTitle: jobTitle.trim(),
        type,
        adaptiveLevel: level,
        count: QUESTIONS_PER_SESSION,
      });
      if (questions.length === 0) throw new Error('No questions came back. Please try again.');
      dispatch({ type: 'started', jobTitle: jobTitle.trim(), interviewType: type, level, questions });
      toast({ title: 'Advanced interview questions generated!' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to generate questions', description: getErrorMessage(error) });
    }
  };

  if (!session) {
    return (
      <CoachPage user={user} level={level}>
        <SessionSetup
          profileTitle={user.currentTitle ?? user.title}
          jobTitle={jobTitle}
          onJobTitleChange={(next) => {
            setJobTitle(next);
            if (titleError) setTitleError(jobTitleError(next));
          }}
          jobTitleError={titleError}
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
          progress={state.progress}
          onRestart={() => {
            dispatch({ type: 'restart' });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </CoachPage>
    );
  }

  const analyse = async () => {
    if (!answer.trim()) {
      toast({ variant: 'destructive', title: 'Please provide a response first' });
      return;
    }
    try {
      const result = await evaluate.mutateAsync({
        question: session.questions[session.index].question,
        answer,
        jobTitle: session.jobTitle,
        responseType: session.type,
      });
      dispatch({ type: 'analysed', analysis: result, from: level, to: nextLevel(level, result.feedback.score) });
      toast({ title: 'Advanced analysis complete!' });
      requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to evaluate response', description: getErrorMessage(error) });
    }
  };

  const next = async () => {
    if (!currentAnswered(state)) return;
    const questions = await advance.mutateAsync(session);
    dispatch({ type: 'advanced', questions });
    requestAnimationFrame(() => questionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const complete = async () => {
    const done = currentAnswered(state);
    if (!done) return;
    try {
      await save.mutateAsync(buildSessionPayload(user.id, session.type, [...session.answered, done], level));
      dispatch({ type: 'completed' });
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
      <QuestionCard
        ref={questionRef}
        session={session}
        level={level}
        progress={state.progress}
        answer={answer}
        onAnswerChange={(next) => dispatch({ type: 'answer', answer: next })}
        analysed={analysis !== null}
        analysing={evaluate.isPending}
        onAnalyse={() => void analyse()}
        advancing={advance.isPending}
        onNext={() => void next()}
        completing={save.isPending}
        onComplete={() => void complete()}
      />
      {analysis && <AnalysisCard ref={resultsRef} analysis={analysis} levelChange={state.levelChange} />}
    </CoachPage>
  );
}
