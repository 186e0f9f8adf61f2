import { Bot, CheckCircle2, ExternalLink, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCompleteModule } from '@/features/learning/api/complete-module';
import { useLearningModule } from '@/features/learning/api/get-learning-module';
import { DifficultyBadge } from '@/features/learning/components/difficulty-badge';
import { getErrorMessage } from '@/lib/api-client';

interface Props {
  moduleId: string | null;
  onClose: () => void;
  onAsk: (moduleId: string) => void;
  onOpenModule: (moduleId: string) => void;
}

/** Reads a module and completes it ('Module Completed!', seed 001 §8). */
export function ModuleReader({ moduleId, onClose, onAsk, onOpenModule }: Props) {
  const mod = useLearningModule(moduleId);
  const complete = useCompleteModule();
  const m = mod.data;

  const onComplete = () => {
    if (!m) return;
    complete.mutate(m.id, {
      onSuccess: (r) =>
        toast({
          title: 'Module Completed!',
          description: r.alreadyCompleted
            ? 'You had already completed this module.'
            : `You earned ${r.xpGained} XP!${r.levelUp ? ' Level up!' : ''}`,
        }),
      onError: (e) => toast({ title: 'Error', description: getErrorMessage(e), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={Boolean(moduleId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto p-4 sm:p-6">
        {mod.isPending ? (
          <>
            <DialogTitle className="sr-only">Loading module</DialogTitle>
            <Spinner label="Loading module" />
          </>
        ) : mod.isError || !m ? (
          <>
            <DialogTitle>Module unavailable</DialogTitle>
            <p role="alert">{getErrorMessage(mod.error)}</p>
          </>
        ) : (
          <article>
            <DialogHeader>
              <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                {m.pathTitle} · Module {m.order}
              </p>
              <DialogTitle className="text-xl">{m.title}</DialogTitle>
              <DialogDescription>{m.description}</DialogDescription>
              <div className="flex flex-wrap gap-2 pt-1">
                <DifficultyBadge difficulty={m.difficulty} />
                <Badge variant="secondary" className="capitalize">
                  {m.type}
                </Badge>
                <Badge variant="outline">{m.duration} min</Badge>
                {m.status === 'completed' && <Badge variant="success">Completed</Badge>}
              </div>
            </DialogHeader>
            {m.missingPrerequisites.length > 0 && (
              <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
                <p className="flex items-center gap-2 font-medium">
                  <Lock className="size-4" aria-hidden="true" /> Complete these first:
                </p>
                <ul className="mt-1 list-inside list-disc">
                  {m.missingPrerequisites.map((p) => (
                    <li key={p.id}>
                      <button type="button" className="underline" onClick={() => onOpenModule(p.id)}>
                        {p.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-4 space-y-3 text-[15px] leading-relaxed text-slate-800">
              {m.body.map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
            {m.example && (
              <section className="mt-4">
                <h3 className="mb-1 text-sm font-semibold text-slate-900">Worked example</h3>
                <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
                  <code>{m.example}</code>
                </pre>
              </section>
            )}
            <section className="mt-4">
              <h3 className="mb-1 text-sm font-semibold text-slate-900">Key points</h3>
              <ul className="list-inside list-disc space-y-1 text-sm text-slate-800">
                {m.keyPoints.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </section>
            {m.practice && (
              <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                <span className="font-semibold">Practice: </span>
                {m.practice}
              </p>
            )}
            <section className="mt-4">
              <h3 className="mb-1 text-sm font-semibold text-slate-900">Free resources</h3>
              <ul className="space-y-1 text-sm">
                {m.resources.map((r) => (
                  <li key={r.url}>
                    <a
                      href={r.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-brand-700 underline"
                    >
                      {r.title}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onAsk(m.id)}>
                <Bot aria-hidden="true" />
                Ask the tutor about this
              </Button>
              <Button onClick={onComplete} disabled={m.status !== 'available' || complete.isPending}>
                <CheckCircle2 aria-hidden="true" />
                {m.status === 'completed' ? 'Completed' : complete.isPending ? 'Saving…' : 'Mark as complete'}
              </Button>
            </div>
          </article>
        )}
      </DialogContent>
    </Dialog>
  );
}
