import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAnalyzeCareerInterview } from '@/features/career/api/analyze-interview';
import { useCareerInterviewQuestions, type InterviewQuestion } from '@/features/career/api/get-interview-questions';

interface Props {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Career Development Interview (seed 001 §2.6, §4): questions load, the user
 * moves Previous/Next by index (Previous disabled on the first question); the
 * last question shows Complete Interview, which submits all answers and
 * closes the modal.
 */
export function InterviewDialog({ userId, open, onOpenChange }: Props) {
  const load = useCareerInterviewQuestions(userId);
  const analyze = useAnalyzeCareerInterview(userId);
  const [questions, setQuestions] = useState<InterviewQuestion[]>([]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { mutateAsync: loadQuestions } = load;

  useEffect(() => {
    if (!open) return;
    setIndex(0);
    setAnswers({});
    setQuestions([]);
    loadQuestions()
      .then(setQuestions)
      .catch(() => {
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate interview questions. Please try again.' });
        onOpenChange(false);
      });
  }, [open, loadQuestions, onOpenChange]);

  const question = questions[index];
  const last = index === questions.length - 1;
  const answered = Object.values(answers).filter((a) => a.trim()).length;

  const complete = async () => {
    try {
      await analyze.mutateAsync({
        questions,
        responses: questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })),
      });
      toast({ title: 'Interview Complete!', description: 'Your responses have been analyzed. Check your insights.' });
      onOpenChange(false);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit interview responses.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !analyze.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Career Development Interview</DialogTitle>
          <DialogDescription>
            Ten questions about your values, strengths, ambitions, constraints and learning. Answer what you can; skip the rest.
          </DialogDescription>
        </DialogHeader>
        {!question ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" label="Loading questions" />
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              <span>
                Question {index + 1} of {questions.length}
              </span>
              <Badge variant="secondary" className="capitalize">
                {question.category}
              </Badge>
            </div>
            <Progress value={((index + 1) / questions.length) * 100} aria-label="Interview progress" />
            <div className="grid gap-1.5">
              <Label htmlFor="career-interview-answer" className="text-base font-semibold leading-snug text-slate-900">
                {question.question}
              </Label>
              {question.followUp && <p className="text-sm text-muted-foreground">{question.followUp}</p>}
              <Textarea
                id="career-interview-answer"
                rows={5}
                value={answers[question.id] ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [question.id]: e.target.value }))}
                placeholder="Your answer"
              />
            </div>
          </div>
        )}
        <DialogFooter className="flex-row justify-between gap-2 pt-2 sm:justify-between">
          <Button variant="outline" onClick={() => setIndex((i) => i - 1)} disabled={index === 0 || !question || analyze.isPending}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          {last ? (
            <Button onClick={() => void complete()} disabled={!question || analyze.isPending || answered === 0}>
              <CheckCircle2 aria-hidden="true" />
              {analyze.isPending ? 'Analyzing...' : 'Complete Interview'}
            </Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)} disabled={!question}>
              Next
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
