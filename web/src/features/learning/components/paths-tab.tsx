import { CheckCircle2, Circle, Clock, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useLearningPaths, type ModuleSummary } from '@/features/learning/api/get-learning-paths';
import { DifficultyBadge } from '@/features/learning/components/difficulty-badge';
import { visibleSkills } from '@/features/learning/lib/learning';
import { getErrorMessage } from '@/lib/api-client';

const statusIcon: Record<ModuleSummary['status'], { icon: typeof Lock; label: string; className: string }> = {
  locked: { icon: Lock, label: 'Locked', className: 'text-slate-400' },
  available: { icon: Circle, label: 'Open', className: 'text-brand-600' },
  completed: { icon: CheckCircle2, label: 'Completed', className: 'text-green-600' },
};

/** Learning Paths: progress, modules, current module, estimated hours, 3 skills plus '+N more' (seed 001 §2.7). */
export function PathsTab({ onOpenModule }: { onOpenModule: (id: string) => void }) {
  const paths = useLearningPaths();
  if (paths.isPending) return <Spinner label="Loading paths" />;
  if (paths.isError) return <p role="alert">{getErrorMessage(paths.error)}</p>;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
      {paths.data.map((path) => {
        const { visible, more } = visibleSkills(path.skills);
        return (
          <Card key={path.id} data-testid={`path-${path.id}`}>
            <CardHeader className="pb-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle className="text-lg">{path.title}</CardTitle>
                <DifficultyBadge difficulty={path.difficulty} />
              </div>
              <p className="text-sm text-muted-foreground">{path.description}</p>
            </CardHeader>
            <CardContent className="space-y-4">
              <div>
                <div className="mb-1 flex justify-between text-sm">
                  <span>
                    {path.completedModules} / {path.totalModules} modules
                  </span>
                  <span className="font-medium tabular-nums">{path.progress}%</span>
                </div>
                <Progress value={path.progress} aria-label={`${path.title}: ${path.progress}% complete`} />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {path.estimatedTime} h
                </span>
                {visible.map((s) => (
                  <Badge key={s} variant="outline">
                    {s}
                  </Badge>
                ))}
                {more > 0 && <Badge variant="secondary">+{more} more</Badge>}
              </div>
              {path.currentModule && (
                <p className="text-sm">
                  <span className="text-muted-foreground">Current module: </span>
                  <span className="font-medium">{path.currentModule.title}</span>
                </p>
              )}
              <ol className="space-y-1" aria-label={`${path.title} modules`}>
                {path.modules.map((m) => {
                  const s = statusIcon[m.status];
                  const Icon = s.icon;
                  return (
                    <li key={m.id}>
                      <button
                        type="button"
                        onClick={() => onOpenModule(m.id)}
                        className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <Icon className={`size-4 shrink-0 ${s.className}`} aria-label={s.label} />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-slate-900">
                            {m.order}. {m.title}
                          </span>
                        </span>
                        <span className="shrink-0 text-xs text-muted-foreground">{m.duration} min</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
