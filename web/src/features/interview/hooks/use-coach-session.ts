import { useReducer } from 'react';
import type { AnswerAnalysis } from '@/features/interview/api/evaluate-advanced-response';
import type { AdaptiveQuestion } from '@/features/interview/api/generate-adaptive-questions';
import type { InterviewType } from '@/features/interview/lib/coach';
import type { AnsweredQuestion } from '@/features/interview/lib/session';

/** A question of the session, with the level it was chosen for. */
export interface SessionQuestion extends AdaptiveQuestion {
  requestedLevel: number;
}

export interface Session {
  jobTitle: string;
  type: InterviewType;
  startLevel: number;
  questions: SessionQuestion[];
  index: number;
  /** The questions passed so far, each with its answer and analysis. */
  answered: AnsweredQuestion[];
  status: 'active' | 'completed';
}

export interface CoachState {
  /** The level picked by the user or reached in this visit; null: the saved level applies. */
  chosenLevel: number | null;
  session: Session | null;
  /** The answer being written to the current question. */
  answer: string;
  /** The analysis of that answer, once asked for. */
  analysis: AnswerAnalysis | null;
  levelChange: { from: number; to: number } | null;
  /** Percent of the session's questions passed. */
  progress: number;
}

export type CoachAction =
  | { type: 'started'; jobTitle: string; interviewType: InterviewType; level: number; questions: AdaptiveQuestion[] }
  | { type: 'answer'; answer: string | ((previous: string) => string) }
  | { type: 'analysed'; analysis: AnswerAnalysis; from: number; to: number }
  | { type: 'advanced'; questions: SessionQuestion[] }
  | { type: 'completed' }
  | { type: 'restart' };

export const initialCoachState: CoachState = {
  chosenLevel: null,
  session: null,
  answer: '',
  analysis: null,
  levelChange: null,
  progress: 0,
};

/** The question being answered, with its answer and analysis, once analysed. */
export function currentAnswered(state: CoachState): AnsweredQuestion | null {
  const { session, analysis, answer } = state;
  if (!session || !analysis) return null;
  return { question: session.questions[session.index].question, answer, analysis };
}

const freshQuestion = { answer: '', analysis: null, levelChange: null };

export function coachReducer(state: CoachState, action: CoachAction): CoachState {
  switch (action.type) {
    case 'started':
      return {
        ...state,
        ...freshQuestion,
        chosenLevel: action.level,
        progress: 0,
        session: {
          jobTitle: action.jobTitle,
          type: action.interviewType,
          startLevel: action.level,
          questions: action.questions.map((q) => ({ ...q, requestedLevel: action.level })),
          index: 0,
          answered: [],
          status: 'active',
        },
      };
    case 'answer':
      return { ...state, answer: typeof action.answer === 'function' ? action.answer(state.answer) : action.answer };
    case 'analysed':
      return {
        ...state,
        analysis: action.analysis,
        chosenLevel: action.to,
        levelChange: action.to === action.from ? null : { from: action.from, to: action.to },
      };
    case 'advanced': {
      const done = currentAnswered(state);
      if (!state.session || !done) return state;
      const index = state.session.index + 1;
      return {
        ...state,
        ...freshQuestion,
        progress: Math.round((index / state.session.questions.length) * 100),
        session: { ...state.session, questions: action.questions, index, answered: [...state.session.answered, done] },
      };
    }
    case 'completed': {
      const done = currentAnswered(state);
      if (!state.session || !done) return state;
      return {
        ...state,
        progress: 100,
        session: { ...state.session, answered: [...state.session.answered, done], status: 'completed' },
      };
    }
    case 'restart':
      return { ...state, session: null, progress: 0 };
  }
}

/** The interview coach's session in one reducer: questions, the answer, its analysis and the level. */
export function useCoachSession() {
  return useReducer(coachReducer, initialCoachState);
}
