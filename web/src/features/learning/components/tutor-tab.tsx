import { Bot, Quote, Send, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useLearningPaths } from '@/features/learning/api/get-learning-paths';
import { useAskTutor, useRateTutorSession, useTutorSessions, type TutorReply } from '@/features/learning/api/tutor';
import { getErrorMessage } from '@/lib/api-client';

const ANY = 'any';

interface Props {
  context: string;
  onContextChange: (context: string) => void;
  onOpenModule: (id: string) => void;
}

/** The AI Tutor: answers grounded in Stride's modules, with sources, follow-ups and an honest "I don't know". */
export function TutorTab({ context, onContextChange, onOpenModule }: Props) {
  const paths = useLearningPaths();
  const ask = useAskTutor();
  const sessions = useTutorSessions();
  const [question, setQuestion] = useState('');
  const [reply, setReply] = useState<TutorReply | null>(null);

  const modules = (paths.data ?? []).flatMap((p) => p.modules.map((m) => ({ ...m, pathTitle: p.title })));
  const contextModule = modules.find((m) => m.id === context);

  const send = (q: string) => {
    const text = q.trim();
    if (!text) return;
    ask.mutate(
      { question: text, context },
      {
        onSuccess: (r) => {
          setReply(r);
          setQuestion('');
          toast({ title: 'AI Tutor Response', description: r.grounded ? 'Answered from Stride’s modules.' : 'No module covers this yet.' });
        },
        onError: (e) => toast({ title: 'Error', description: getErrorMessage(e), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Bot className="size-5 text-brand-600" aria-hidden="true" />
              Ask the tutor
            </CardTitle>
            <CardDescription>Answers come from Stride&apos;s own modules, quoted and linked. If they don&apos;t cover it, the tutor says so.</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                send(question);
              }}
            >
              <div>
                <Label htmlFor="tutor-context" className="mb-1 block">
                  About
                </Label>
                <Select value={context || ANY} onValueChange={(v) => onContextChange(v === ANY ? '' : v)}>
                  <SelectTrigger id="tutor-context">
                    <SelectValue placeholder="Any topic" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Any topic</SelectItem>
                    {(paths.data ?? []).map((p) => (
                      <SelectItem key={p.id} value={p.id}>
                        {p.title}
                      </SelectItem>
                    ))}
                    {contextModule && <SelectItem value={contextModule.id}>Module: {contextModule.title}</SelectItem>}
                  </SelectContent>
                </Select>
              </div>
              <div>
                <Label htmlFor="tutor-question" className="mb-1 block">
                  Your question
                </Label>
                <Textarea
                  id="tutor-question"
                  value={question}
                  onChange={(e) => setQuestion(e.target.value)}
                  maxLength={2000}
                  rows={3}
                  placeholder="e.g. When do I use HAVING instead of WHERE?"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      send(question);
                    }
                  }}
                />
              </div>
              <div className="flex justify-end">
                <Button type="submit" disabled={ask.isPending || !question.trim()}>
                  <Send aria-hidden="true" />
                  {ask.isPending ? 'Thinking…' : 'Ask'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        {reply && <TutorAnswer reply={reply} onOpenModule={onOpenModule} onFollowUp={send} busy={ask.isPending} />}
      </div>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle className="text-base">Recent questions</CardTitle>
        </CardHeader>
        <CardContent>
          {(sessions.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">Your questions and answers are saved here.</p>
          ) : (
            <ul className="space-y-2">
              {(sessions.data ?? []).slice(0, 8).map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    onClick={() => setReply(s)}
                  >
                    <span className="line-clamp-2">{s.question}</span>
                    <span className="text-xs text-muted-foreground">{s.grounded ? 'Answered from modules' : 'Not covered'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function TutorAnswer({
  reply,
  onOpenModule,
  onFollowUp,
  busy,
}: {
  reply: TutorReply;
  onOpenModule: (id: string) => void;
  onFollowUp: (q: string) => void;
  busy: boolean;
}) {
  const rate = useRateTutorSession();
  const helpful = rate.isPending ? rate.variables.helpful : (rate.data?.id === reply.id ? rate.data.helpful : reply.helpful);
  return (
    <Card data-testid="tutor-answer">
      <CardHeader>
        <p className="text-sm text-muted-foreground">You asked: {reply.question}</p>
        {!reply.grounded && <Badge variant="warning" className="w-fit">Not covered by Stride&apos;s modules</Badge>}
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-[15px] leading-relaxed text-slate-800">{reply.response}</p>
        {reply.sources.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold">Sources</h3>
            <ul className="space-y-2">
              {reply.sources.map((s) => (
                <li key={s.moduleId + s.quote.slice(0, 20)} className="rounded-lg border p-3 text-sm">
                  <Quote className="mb-1 size-4 text-brand-500" aria-hidden="true" />
                  <button type="button" className="font-medium text-brand-700 underline" onClick={() => onOpenModule(s.moduleId)}>
                    {s.moduleTitle}
                  </button>
                  <span className="text-muted-foreground"> · {s.pathTitle}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {reply.suggestedModules.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold">{reply.grounded ? 'Read more' : 'Closest modules'}</h3>
            <div className="flex flex-wrap gap-2">
              {reply.suggestedModules.map((m) => (
                <Button key={m.id} size="sm" variant="outline" onClick={() => onOpenModule(m.id)}>
                  {m.title}
                </Button>
              ))}
            </div>
          </section>
        )}
        {reply.followUpQuestions.length > 0 && (
          <section>
            <h3 className="mb-2 text-sm font-semibold">Ask next</h3>
            <div className="flex flex-wrap gap-2">
              {reply.followUpQuestions.map((q) => (
                <Button key={q} size="sm" variant="secondary" disabled={busy} onClick={() => onFollowUp(q)} className="h-auto whitespace-normal py-1.5 text-left">
                  {q}
                </Button>
              ))}
            </div>
          </section>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3 text-sm">
          <span className="text-muted-foreground">Was this helpful?</span>
          <Button
            size="sm"
            variant={helpful === true ? 'default' : 'outline'}
            aria-pressed={helpful === true}
            onClick={() => rate.mutate({ id: reply.id, helpful: true })}
          >
            <ThumbsUp aria-hidden="true" /> Yes
          </Button>
          <Button
            size="sm"
            variant={helpful === false ? 'default' : 'outline'}
            aria-pressed={helpful === false}
            onClick={() => rate.mutate({ id: reply.id, helpful: false })}
          >
            <ThumbsDown aria-hidden="true" /> No
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
