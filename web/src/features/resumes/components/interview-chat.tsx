import { Bot, Loader2, MessageSquareText, RotateCcw, Send, Sparkles, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useResumeInterview } from '@/features/resumes/api/resume-interview';
import {
  answerMessage,
  canSend,
  doneMessage,
  introMessage,
  isInterviewDone,
  pendingQuestion,
  questionMessage,
  type ChatMessage,
} from '@/features/resumes/lib/conversation';
import type { ResumeContent } from '@/features/resumes/lib/resume-content';
import { cn } from '@/lib/utils';

/**
 * The AI Interview chat card (seed 001 §2.5 and §4): a button starts it,
 * each answer fills the resume and brings the next question, and when no
 * question comes back the interview ends.
 */
export function InterviewChat({
  history,
  onHistoryChange,
  content,
  onContentChange,
}: {
  history: ChatMessage[];
  onHistoryChange: (history: ChatMessage[]) => void;
  content: ResumeContent;
  onContentChange: (content: ResumeContent) => void;
}) {
  const interview = useResumeInterview();
  const [answer, setAnswer] = useState('');
  const [starting, setStarting] = useState(false);
  const answerId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const question = pendingQuestion(history);
  const done = isInterviewDone(history);
  const started = history.length > 1;
  const waiting = interview.isPending;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [history.length, waiting]);

  const start = async () => {
    setStarting(true);
    const base = done ? [introMessage()] : history;
    try {
      const step = await interview.mutateAsync({ resumeContent: content });
      onHistoryChange(step.question ? [...base, questionMessage(step.question)] : [...base, doneMessage()]);
    } catch (error) {
      // Seed 001 §8: a failure to get questions shows nothing.
      console.error('resume interview: could not start', error);
    } finally {
      setStarting(false);
    }
  };

  const send = async () => {
    if (!question || !canSend(answer, waiting)) return;
    const text = answer.trim();
    const withAnswer = [...history, answerMessage(text)];
    onHistoryChange(withAnswer);
    setAnswer('');
    try {
      const step = await interview.mutateAsync({ resumeContent: content, questionId: question.id, answer: text });
      onContentChange(step.content);
      onHistoryChange([...withAnswer, step.question ? questionMessage(step.question) : doneMessage()]);
    } catch (error) {
      console.error('resume interview: answer failed', error);
      // Put the answer back so it can be sent again.
      onHistoryChange(history);
      setAnswer(text);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to process your response. Please try again.' });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Card className="flex flex-col p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MessageSquareText aria-hidden="true" className="size-5 text-brand-600" />
            AI Interview
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Answer a few questions; your resume fills in as you go.</p>
        </div>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-label="Resume interview conversation"
        aria-live="polite"
        className="mt-4 grid max-h-96 min-h-40 content-start gap-3 overflow-y-auto rounded-xl bg-slate-50 p-3"
        data-testid="chat-log"
      >
        {history.map((m, i) => (
          <Bubble key={i} message={m} />
        ))}
        {waiting && (
          <p className="flex items-center gap-2 pl-9 text-sm text-slate-500" data-testid="chat-thinking">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            AI is thinking...
          </p>
        )}
      </div>

      {question ? (
        <div className="mt-3 grid gap-1.5">
          <Label htmlFor={answerId} className="sr-only">
            Your answer
          </Label>
          <div className="flex items-end gap-2">
            <Textarea
              id={answerId}
              rows={2}
              value={answer}
              disabled={waiting}
              onChange={(e) => setAnswer(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Type your answer..."
              className="min-h-0 resize-none"
            />
            <Button
              size="icon"
              aria-label="Send answer"
              onClick={() => void send()}
              disabled={!canSend(answer, waiting)}
            >
              {waiting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Enter sends, Shift+Enter adds a new line. Say “skip” to move on.</p>
        </div>
      ) : (
        <Button
          className="mt-3"
          variant={done ? 'outline' : 'brand'}
          onClick={() => void start()}
          disabled={starting || waiting}
        >
          {starting ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : done ? (
            <RotateCcw aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {done ? 'Check for Missing Details' : started ? 'Continue AI Interview' : 'Start AI Interview'}
        </Button>
      )}
    </Card>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <div className={cn('flex items-start gap-2', mine && 'flex-row-reverse')} data-testid={`chat-${message.role}`}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-slate-200 text-slate-600' : 'bg-brand-100 text-brand-700',
        )}
      >
        {mine ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
          mine ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm bg-white text-slate-800 shadow-soft',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {message.content}
      </p>
    </div>
  );
}
