import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import type { AnswerValue } from '@/features/learning/api/complete-challenge';
import type { ChallengeQuestion } from '@/features/learning/api/start-challenge';
import { moveItem, questionTypeLabels } from '@/features/learning/lib/learning';

interface Props {
  question: ChallengeQuestion;
  index: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
}

/** One challenge question, with the input its type needs. */
export function QuestionInput({ question: q, index, value, onChange }: Props) {
  const name = `q-${q.id}`;
  // An ordering question starts in the order shown, so it always has an answer.
  useEffect(() => {
    if (q.type === 'order' && !Array.isArray(value)) onChange(q.options.map((o) => o.id));
  }, [q, value, onChange]);

  return (
    <fieldset className="rounded-xl border p-4" data-testid={`question-${q.id}`}>
      <legend className="sr-only">Question {index + 1}</legend>
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Question {index + 1} · {questionTypeLabels[q.type]}
      </p>
      <p className="mt-1 font-medium text-slate-900" id={`${name}-prompt`}>
        {q.prompt}
      </p>
      {q.code && (
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          <code>{q.code}</code>
        </pre>
      )}
      <div className="mt-3">
        {q.type === 'single' && (
          <RadioGroup
            value={typeof value === 'string' ? value : ''}
            onValueChange={onChange}
            aria-labelledby={`${name}-prompt`}
          >
            {q.options.map((o) => (
              <Label key={o.id} htmlFor={`${name}-${o.id}`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal">
                <RadioGroupItem value={o.id} id={`${name}-${o.id}`} className="mt-0.5" />
                <span>{o.text}</span>
              </Label>
            ))}
          </RadioGroup>
        )}
        {q.type === 'multi' && (
          <div className="grid gap-2" role="group" aria-labelledby={`${name}-prompt`}>
            {q.options.map((o) => {
              const list = Array.isArray(value) ? value : [];
              return (
                <Label key={o.id} htmlFor={`${name}-${o.id}`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal">
                  <Checkbox
                    id={`${name}-${o.id}`}
                    checked={list.includes(o.id)}
                    onCheckedChange={(checked) =>
                      onChange(checked ? [...list, o.id] : list.filter((x) => x !== o.id))
                    }
                    className="mt-0.5"
                  />
                  <span>{o.text}</span>
                </Label>
              );
            })}
          </div>
        )}
        {q.type === 'order' && (
          <ol className="grid gap-2" aria-labelledby={`${name}-prompt`}>
            {(Array.isArray(value) ? value : q.options.map((o) => o.id)).map((id, i, list) => {
              const text = q.options.find((o) => o.id === id)?.text ?? id;
              return (
                <li key={id} className="flex items-center gap-2 rounded-lg border p-2 pl-3 text-sm">
                  <span className="w-5 shrink-0 font-semibold tabular-nums text-muted-foreground">{i + 1}.</span>
                  <span className="min-w-0 flex-1">{text}</span>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={i === 0}
                    aria-label={`Move "${text}" up`}
                    onClick={() => onChange(moveItem(list, i, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={i === list.length - 1}
                    aria-label={`Move "${text}" down`}
                    onClick={() => onChange(moveItem(list, i, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        {q.type === 'fill' && (
          <Input
            aria-labelledby={`${name}-prompt`}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder="Your answer"
          />
        )}
        {q.type === 'short' && (
          <Textarea
            aria-labelledby={`${name}-prompt`}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            maxLength={5000}
            rows={7}
            placeholder="Write your answer: situation, task, your actions and the result."
          />
        )}
      </div>
    </fieldset>
  );
}
