import { ArrowRight, Clock, Lightbulb } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useLearningPaths } from '@/features/learning/api/get-learning-paths';
import { defaultProgress, useLearningProgress } from '@/features/learning/api/get-learning-progress';
import { useRecommendations } from '@/features/learning/api/get-recommendations';
import { DifficultyBadge } from '@/features/learning/components/difficulty-badge';
import { LearningPreferencesCard } from '@/features/learning/components/learning-preferences';
import { MAX_RECOMMENDATIONS } from '@/features/learning/lib/learning';

interface Props {
  onOpenModule: (id: string) => void;
  onOpenTab: (tab: 'paths' | 'challenges' | 'tutor') => void;
}

/** Dashboard: the current path, up to 3 recommendations and the Learning Preferences (seed 001 §2.7). */
export function DashboardTab({ onOpenModule, onOpenTab }: Props) {
  const paths = useLearningPaths();
  const progress = useLearningProgress();
  const p = progress.data ?? defaultProgress;
  const recs = useRecommendations(progress.data ? p.learningStyle : undefined);

  const list = paths.data ?? [];
  const current =
    list.filter((x) => x.completedModules > 0 && x.completedModules < x.totalModules).sort((a, b) => b.progress - a.progress)[0] ??
    list.find((x) => x.completedModules < x.totalModules) ??
    list[0];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>Current path</CardTitle>
            <CardDescription>Pick up where you left off.</CardDescription>
          </CardHeader>
          <CardContent>
            {paths.isPending ? (
              // About the height of the path shown next, so the cards below stay put.
              <div className="flex min-h-[12.5rem] items-center justify-center">
                <Spinner label="Loading paths" />
              </div>
            ) : current ? (
              <div>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold text-slate-900">{current.title}</h3>
                  <DifficultyBadge difficulty={current.difficulty} />
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{current.description}</p>
                <div className="mt-4 flex items-center gap-3">
                  <Progress value={current.progress} aria-label={`${current.title}: ${current.progress}% complete`} />
                  <span className="shrink-0 text-sm font-medium tabular-nums">{current.progress}%</span>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">
                  {current.completedModules} of {current.totalModules} modules · about {current.estimatedTime} h
                </p>
                {current.currentModule ? (
                  <Button className="mt-4 h-auto min-h-10 whitespace-normal py-2 text-left" onClick={() => onOpenModule(current.currentModule!.id)}>
                    Continue: {current.currentModule.title}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Badge variant="success" className="mt-4">
                    Path complete
                  </Badge>
                )}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No learning paths yet.</p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-5 text-amber-500" aria-hidden="true" />
              Recommended for you
            </CardTitle>
            <CardDescription>Chosen from your goals, saved jobs and challenge results, for a {p.learningStyle} learner.</CardDescription>
          </CardHeader>
          <CardContent>
            {recs.isPending ? (
              <Spinner label="Loading recommendations" />
            ) : (recs.data ?? []).length === 0 ? (
              <p className="text-sm text-muted-foreground">You&apos;re all caught up - nothing to recommend right now.</p>
            ) : (
              <ul className="space-y-3" aria-label="Recommendations">
                {(recs.data ?? []).slice(0, MAX_RECOMMENDATIONS).map((r) => (
                  <li key={r.id} className="rounded-xl border p-4" data-testid="recommendation">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary" className="capitalize">
                        {r.type}
                      </Badge>
                      <DifficultyBadge difficulty={r.difficulty} />
                      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                        <Clock className="size-3.5" aria-hidden="true" />
                        {r.duration} min
                      </span>
                    </div>
                    <h3 className="mt-2 font-semibold text-slate-900">{r.title}</h3>
                    <p className="text-sm text-muted-foreground">{r.description}</p>
                    <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{r.personalizedReason}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-3"
                      onClick={() => (r.moduleId ? onOpenModule(r.moduleId) : onOpenTab('challenges'))}
                    >
                      {r.moduleId ? 'Open module' : 'Go to challenge'}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <LearningPreferencesCard progress={p} />
    </div>
  );
}
