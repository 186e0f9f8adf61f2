import { describe, expect, it } from 'vitest';
import {
  answerMessage,
  canSend,
  doneMessage,
  INTRO_MESSAGE,
  isInterviewDone,
  normalizeHistory,
  pendingQuestion,
  questionMessage,
} from '@/features/resumes/lib/conversation';

describe('resume chat conversation', () => {
  it("opens with the seed's greeting", () => {
    expect(INTRO_MESSAGE.startsWith("Let's build your resume together!")).toBe(true);
    expect(normalizeHistory(undefined)).toEqual([{ role: 'assistant', content: INTRO_MESSAGE }]);
  });

  it('keeps messages as {role, content, questionData?}', () => {
    const q = { id: 'name', question: "What's your full name?" };
    const history = normalizeHistory([
      { role: 'assistant', content: INTRO_MESSAGE },
      questionMessage(q),
      answerMessage('  Jordan Lee  '),
    ]);
    expect(history).toEqual([
      { role: 'assistant', content: INTRO_MESSAGE },
      { role: 'assistant', content: q.question, questionData: q },
      { role: 'user', content: 'Jordan Lee' },
    ]);
    expect(JSON.parse(JSON.stringify(history))).toEqual(history);
  });

  it('drops malformed messages and adds the greeting when missing', () => {
    const history = normalizeHistory([{ role: 'system', content: 'x' }, { role: 'user' }, { role: 'user', content: 'hi' }]);
    expect(history).toEqual([
      { role: 'assistant', content: INTRO_MESSAGE },
      { role: 'user', content: 'hi' },
    ]);
  });

  it('knows the question waiting for an answer and when the interview is done', () => {
    const q = { id: 'skills', question: 'Which skills?' };
    const asked = normalizeHistory([questionMessage(q)]);
    expect(pendingQuestion(asked)).toEqual(q);
    expect(pendingQuestion([...asked, answerMessage('Go')])).toBeNull();
    const done = [...asked, answerMessage('Go'), doneMessage()];
    expect(isInterviewDone(done)).toBe(true);
    expect(pendingQuestion(done)).toBeNull();
  });

  it('blocks empty, whitespace-only and in-flight answers', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('Go', true)).toBe(false);
    expect(canSend('Go', false)).toBe(true);
  });
});
