import { CheckCircle2, Clock, Lock, Play, RotateCcw, Zap } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useChallenges, type Challenge } from '@/features/learning/api/get-challenges';
import { DifficultyBadge } from '@/features/learning/components/difficulty-badge';
import { DEFAULT_XP, questionTypeLabels } from '@/features/learning/lib/learning';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { getErrorMessage } from '@/lib/api-client';
import { prefetchOnIntent } from '@/lib/prefetch';

// The challenge runner (a Radix dialog, radio groups, checkboxes and the
// review) is fetched when a challenge is first started (issue 20).
const loadRunner = () => import('@/features/learning/components/challenge-runner');
const ChallengeRunner = lazy(() => loadRunner().then((m) => ({ default: m.ChallengeRunner })));

/** Skill Challenges: locked disabled, unlocked startable, completed shows Retry (seed 001 §4). */
export function ChallengesTab() {
  const challenges = useChallenges();
  const [running, setRunning] = useState<Challenge | null>(null);
  const [skillFilter, setSkillFilter] = useState<string>('');
  const runnerWanted = useOpenedOnce(running !== null);
  if (challenges.isPending) return <Spinner label="Loading challenges" />;
  if (challenges.isError) return <p role="alert">{getErrorMessage(challenges.error)}</p>;
  const bySkill = new Map<string, Challenge[]>();
  for (const c of challenges.data) bySkill.set(c.skill, [...(bySkill.get(c.skill) ?? []), c]);
  const shown = [...bySkill.entries()].filter(([skill]) => !skillFilter || skill === skillFilter);
  return (
    <div className="space-y-8">
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="group" aria-label="Filter challenges by skill">
        {['', ...bySkill.keys()].map((skill) => (
          <Button
            key={skill || 'all'}
            size="sm"
            variant={skillFilter === skill ? 'default' : 'outline'}
            className="shrink-0"
            aria-pressed={skillFilter === skill}
            onClick={() => setSkillFilter(skill)}
          >
            {skill || 'All skills'}
          </Button>
        ))}
      </div>
      {shown.map(([skill, list]) => (
        <section key={skill} aria-labelledby={`skill-${skill}`}>
          <h2 id={`skill-${skill}`} className="mb-3 text-lg font-semibold text-slate-900">
            {skill}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              {list.filter((c) => c.completed).length} / {list.length} passed
            </span>
          </h2>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((c) => (
              <ChallengeCard key={c.id} challenge={c} onStart={() => setRunning(c)} />
            ))}
          </div>
        </section>
      ))}
      {runnerWanted && (
        <Suspense fallback={null}>
          <ChallengeRunner challenge={running} onClose={() => setRunning(null)} />
        </Suspense>
      )}
    </div>
  );
}

function ChallengeCard({ challenge: c, onStart }: { challenge: Challenge; onStart: () => void }) {
  return (
    <Card data-testid={`challenge-${c.id}`} className={c.unlocked ? '' : 'bg-slate-50'}>
      <CardHeader className="pb-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle level={3} className="text-base">{c.title}</CardTitle>
          {c.completed ? (
            <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-label="Completed" />
          ) : !c.unlocked ? (
            <Lock className="size-5 shrink-0 text-slate-400" aria-label="Locked" />
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{c.description}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <DifficultyBadge difficulty={c.difficulty} />
          <Badge variant="secondary">
            <Zap className="size-3" aria-hidden="true" />
            {c.xpReward ?? DEFAULT_XP} XP
          </Badge>
          <Badge variant="outline">
            <Clock className="size-3" aria-hidden="true" />
            {c.timeLimit} min
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {c.questionCount} {c.questionCount === 1 ? 'question' : 'questions'}:{' '}
          {c.questionTypes.map((t) => questionTypeLabels[t] ?? t).join(', ')}
        </p>
        {c.bestScore !== null && (
          <p className="text-sm">
            Best score: <span className="font-semibold">{c.bestScore}%</span>
            <span className="text-muted-foreground"> · {c.attempts} {c.attempts === 1 ? 'attempt' : 'attempts'}</span>
          </p>
        )}
        {!c.unlocked && c.requires.length > 0 && (
          <p className="text-xs text-slate-600">Unlock by completing: {c.requires.map((r) => r.title).join(', ')}</p>
        )}
        <Button
          className="w-full"
          variant={!c.unlocked ? 'secondary' : c.completed ? 'outline' : 'default'}
          disabled={!c.unlocked}
          onClick={onStart}
          {...prefetchOnIntent(loadRunner)}
          aria-label={`${!c.unlocked ? 'Locked' : c.completed ? 'Retry' : 'Start Challenge'}: ${c.title}`}
        >
          {!c.unlocked ? (
            <>
              <Lock aria-hidden="true" /> Locked
            </>
          ) : c.completed ? (
            <>
              <RotateCcw aria-hidden="true" /> Retry
            </>
          ) : (
            <>
              <Play aria-hidden="true" /> Start Challenge
            </>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
