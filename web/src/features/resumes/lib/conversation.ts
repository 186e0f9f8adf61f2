/**
 * The resume chat of seed 001 §3.2 and §4: messages {role, content,
 * questionData?} kept as the resume's conversationHistory.
 */

export interface InterviewQuestion {
  id: string;
  question: string;
}

export interface ChatMessage {
  role: 'assistant' | 'user';
  content: string;
  questionData?: InterviewQuestion;
}

/** The chat's opening message (seed 001 §2.5). */
export const INTRO_MESSAGE =
  "Let's build your resume together! I'll ask a few questions and fill in your resume as we go.";

/** What the assistant says when no question comes back (seed 001 §4). */
export const DONE_MESSAGE =
  "That's everything I need: I've gathered all the information for your resume. Review it in the editor, choose a template and save it.";

export function introMessage(): ChatMessage {
  return { role: 'assistant', content: INTRO_MESSAGE };
}

export function questionMessage(question: InterviewQuestion): ChatMessage {
  return { role: 'assistant', content: question.question, questionData: { id: question.id, question: question.question } };
}

export function answerMessage(answer: string): ChatMessage {
  return { role: 'user', content: answer.trim() };
}

export function doneMessage(): ChatMessage {
  return { role: 'assistant', content: DONE_MESSAGE };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved conversationHistory back to messages; anything malformed is dropped. Starts with the intro. */
export function normalizeHistory(value: unknown): ChatMessage[] {
  const out: ChatMessage[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isRecord(item) || typeof item.content !== 'string') continue;
      if (item.role !== 'assistant' && item.role !== 'user') continue;
      const message: ChatMessage = { role: item.role, content: item.content };
      const q = item.questionData;
      if (isRecord(q) && typeof q.id === 'string' && typeof q.question === 'string') {
        message.questionData = { id: q.id, question: q.question };
      }
      out.push(message);
    }
  }
  if (out.length === 0 || out[0].content !== INTRO_MESSAGE) out.unshift(introMessage());
  return out;
}

/** The question waiting for an answer: the last message, when it is a question. */
export function pendingQuestion(history: readonly ChatMessage[]): InterviewQuestion | null {
  const last = history[history.length - 1];
  return last && last.role === 'assistant' && last.questionData ? last.questionData : null;
}

/** The interview has ended when the assistant said everything was gathered. */
export function isInterviewDone(history: readonly ChatMessage[]): boolean {
  const last = history[history.length - 1];
  return Boolean(last && last.role === 'assistant' && last.content === DONE_MESSAGE);
}

/** Whether an answer can be sent (seed 001 §4: not empty or whitespace-only). */
export function canSend(answer: string, waiting: boolean): boolean {
  return !waiting && answer.trim().length > 0;
}
