import { ArrowRight, Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Fit } from '@/features/resumes/api/optimize-resume';
import { FitReport } from '@/features/resumes/components/fit-report';
import type { ContentChange } from '@/features/resumes/lib/resume-content';

/**
 * The AI suggestions for a target role: with a posting's fit, its terms,
 * coverage and each proposed rewrite to keep or not; else what the AI says
 * it did and each changed field before and after. Keep applies the chosen
 * changes; Discard drops them.
 */
export function OptimizeDialog({
  open,
  targetRole,
  notes,
  changes,
  fit,
  chosen,
  onToggle,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  targetRole: string;
  notes: string[];
  changes: ContentChange[];
  fit: Fit | null;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const nothing = fit ? fit.suggestions.length === 0 : changes.length === 0;
  const missing = fit ? fit.keywords.some((k) => k.status === 'missing') : false;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onDiscard()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>AI suggestions for {targetRole || 'your target role'}</DialogTitle>
          <DialogDescription>
            {!nothing
              ? 'Review each change before you keep it. Nothing is applied until you choose Keep Changes.'
              : missing
                ? 'Your resume uses the posting’s words for everything it backs. The terms it does not show are listed: add them in your own words only if you have done them.'
                : notes.length > 0
                ? 'Nothing in your resume needed changing for this role. One thing you can do yourself:'
                : 'Your resume already covers what this role asks for: there is nothing to change.'}
          </DialogDescription>
        </DialogHeader>

        {fit && <FitReport fit={fit} chosen={chosen} onToggle={onToggle} />}

        {!fit && notes.length > 0 && (
          <ul className="grid gap-2" aria-label="What the AI changed">
            {notes.map((n) => (
              <li key={n} className="flex items-start gap-2 text-sm text-slate-700">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
                {n}
              </li>
            ))}
          </ul>
        )}

        {!fit && !nothing && (
          <ol className="grid grid-cols-1 gap-3" aria-label="Changes before and after" data-testid="optimize-changes">
            {changes.map((c, i) => (
              <li key={i} className="rounded-xl border border-border p-3">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{c.label}</p>
                <div className="mt-2 grid items-start gap-2 sm:grid-cols-[1fr_auto_1fr]">
                  <div className="rounded-lg bg-red-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-red-900">
                    <span className="sr-only">Before: </span>
                    {c.before || <span className="text-red-400 italic">empty</span>}
                  </div>
                  <ArrowRight aria-hidden="true" className="mx-auto size-4 rotate-90 text-slate-400 sm:mt-2 sm:rotate-0" />
                  <div className="rounded-lg bg-green-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-green-900">
                    <span className="sr-only">After: </span>
                    {c.after || <span className="text-green-500 italic">empty</span>}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={onDiscard}>
            {nothing ? 'Close' : 'Discard'}
          </Button>
          {!nothing && (
            <Button onClick={onKeep} disabled={fit !== null && chosen.size === 0}>
              Keep Changes
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
