import { describe, expect, it } from 'vitest';
import type { AnswerAnalysis } from '@/features/interview/api/evaluate-advanced-response';
import type { AdaptiveQuestion } from '@/features/interview/api/generate-adaptive-questions';
import { coachReducer, currentAnswered, initialCoachState, type CoachState } from '@/features/interview/hooks/use-coach-session';

const analysis = { feedback: { score: 8 } } as unknown as AnswerAnalysis;
const questions = [
  { id: 'q1', question: 'Tell me about a conflict.' },
  { id: 'q2', question: 'Describe a failure.' },
] as AdaptiveQuestion[];

function started(): CoachState {
  return coachReducer(initialCoachState, { type: 'started', jobTitle: 'Engineer', interviewType: 'behavioral', level: 3, questions });
}

describe('the coach session', () => {
  it('starts at the chosen level with every question requested for it', () => {
    const s = started();
    expect(s.chosenLevel).toBe(3);
    expect(s.session?.questions.map((q) => q.requestedLevel)).toEqual([3, 3]);
    expect(s.progress).toBe(0);
  });

  it('records a level change only when the level moves', () => {
    const same = coachReducer(started(), { type: 'analysed', analysis, from: 3, to: 3 });
    expect(same.levelChange).toBeNull();
    const up = coachReducer(started(), { type: 'analysed', analysis, from: 3, to: 4 });
    expect(up.levelChange).toEqual({ from: 3, to: 4 });
    expect(up.chosenLevel).toBe(4);
  });

  it('moves on only after an analysis, keeping the answered question and clearing the answer', () => {
    let s = coachReducer(started(), { type: 'answer', answer: 'We talked it through.' });
    expect(coachReducer(s, { type: 'advanced', questions: s.session!.questions })).toBe(s);
    s = coachReducer(s, { type: 'analysed', analysis, from: 3, to: 4 });
    expect(currentAnswered(s)?.answer).toBe('We talked it through.');
    s = coachReducer(s, { type: 'advanced', questions: s.session!.questions });
    expect(s.session?.index).toBe(1);
    expect(s.session?.answered).toHaveLength(1);
    expect(s.answer).toBe('');
    expect(s.analysis).toBeNull();
    expect(s.progress).toBe(50);
  });

  it('completes with every answer and 100%, and restarts empty', () => {
    let s = coachReducer(started(), { type: 'analysed', analysis, from: 3, to: 3 });
    s = coachReducer(s, { type: 'completed' });
    expect(s.session?.status).toBe('completed');
    expect(s.progress).toBe(100);
    s = coachReducer(s, { type: 'restart' });
    expect(s.session).toBeNull();
    expect(s.progress).toBe(0);
  });
});
