import { ArrowRight } from 'lucide-react';
import type { Fit, Keyword } from '@/features/resumes/api/optimize-resume';
import { cn } from '@/lib/utils';

const groups: { status: Keyword['status']; title: string; tone: string }[] = [
  { status: 'shown', title: 'Already on your resume', tone: 'bg-green-50 text-green-900 border-green-200' },
  { status: 'backed', title: 'Backed by your resume, in other words', tone: 'bg-amber-50 text-amber-900 border-amber-200' },
  { status: 'missing', title: 'Not on your resume', tone: 'bg-slate-50 text-slate-700 border-slate-200' },
];

/**
 * The resume measured against the posting: coverage before and after the
 * suggestions, the posting's terms by what the resume has of them, and each
 * proposed rewrite with its before and after, chosen one by one.
 */
export function FitReport({ fit, chosen, onToggle }: { fit: Fit; chosen: ReadonlySet<string>; onToggle: (id: string) => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700" data-testid="coverage">
        Of the {fit.keywords.length === 1 ? 'term' : `${fit.keywords.length} terms`} Stride recognises in this posting,
        your resume shows <strong>{fit.coverageBefore}% now</strong>,{' '}
        <strong>{fit.coverageAfter}% with every suggestion kept</strong>. Read the posting for the rest: Stride knows
        the words of many trades, not all.
      </p>
      {groups.map((g) => {
        const terms = fit.keywords.filter((k) => k.status === g.status);
        if (terms.length === 0) return null;
        return (
          <section key={g.status} aria-label={g.title}>
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {g.title} ({terms.length})
            </h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {terms.map((k) => (
                <li
                  key={k.term}
                  className={cn('rounded-full border px-2.5 py-0.5 text-xs', g.tone)}
                  title={k.evidence ? `Your words: ${k.evidence}` : undefined}
                >
                  {k.term}
                  {k.evidence && <span className="text-amber-700"> ← {k.evidence}</span>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {fit.suggestions.length > 0 && (
        <ol className="grid grid-cols-1 gap-3" aria-label="Proposed changes" data-testid="optimize-suggestions">
          {fit.suggestions.map((s) => (
            <li key={s.id} className="rounded-xl border border-border p-3">
              <label className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={chosen.has(s.id)}
                  onChange={() => onToggle(s.id)}
                />
                Keep: {s.label}
                {s.terms.length > 0 && <span className="font-normal normal-case">(adds {s.terms.join(', ')})</span>}
              </label>
              <div className="mt-2 grid items-start gap-2 sm:grid-cols-[1fr_auto_1fr]">
                <div className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-red-900">
                  <span className="sr-only">Before: </span>
                  {s.before}
                </div>
                <ArrowRight aria-hidden="true" className="mx-auto size-4 rotate-90 text-slate-400 sm:mt-2 sm:rotate-0" />
                <div className="rounded-lg bg-green-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-green-900">
                  <span className="sr-only">After: </span>
                  {s.after}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
