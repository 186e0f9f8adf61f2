import { Award, LayoutGrid, Percent, RefreshCw, Star, Trophy, type LucideIcon } from 'lucide-react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useAchievementStats } from '@/features/achievements/api/get-achievement-stats';
import { useTrophyCase } from '@/features/achievements/api/get-trophy-case';
import { CategorySection } from '@/features/achievements/components/category-section';
import { RecentAchievements } from '@/features/achievements/components/recent-achievements';
import { completionRate, remainingCount } from '@/features/achievements/lib/trophy';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { getErrorMessage } from '@/lib/api-client';
import { formatInteger } from '@/lib/dates';

function StatCard({ label, value, icon: Icon, tone, testId }: { label: string; value: string; icon: LucideIcon; tone: string; testId: string }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5" data-testid={testId}>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <p className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl" data-testid={`${testId}-value`}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** /trophy-case (seed 001 §2.10): what the user has earned and what is next. */
export function TrophyCase() {
  useDocumentTitle('Trophy Case');
  const trophies = useTrophyCase();
  const stats = useAchievementStats();
  const error = trophies.error ?? stats.error;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-6 flex items-start gap-3 sm:mb-8">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-600">
          <Trophy aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Trophy Case</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            Achievements you earn by doing the work: applying, practising, learning and growing.
          </p>
        </div>
      </header>

      {trophies.isPending || stats.isPending ? (
        error ? null : (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner className="size-6" label="Loading achievements" />
          </div>
        )
      ) : null}
      {error ? (
        <FormAlert className="items-center">
          <span>We couldn&apos;t load your achievements: {getErrorMessage(error)}</span>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => {
              void trophies.refetch();
              void stats.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </FormAlert>
      ) : trophies.data && stats.data ? (
        <Content trophies={trophies.data} stats={stats.data} />
      ) : null}
    </div>
  );
}

function Content({
  trophies,
  stats,
}: {
  trophies: NonNullable<ReturnType<typeof useTrophyCase>['data']>;
  stats: NonNullable<ReturnType<typeof useAchievementStats>['data']>;
}) {
  const unlocked = stats.unlockedAchievements;
  const total = stats.totalAchievements;
  const rate = completionRate(unlocked, total);
  const remaining = remainingCount(unlocked, total);
  // A category at a time, after the first: a phone's screen holds the
  // figures and the first category, and the rest render in tasks of their own.
  const shown = useProgressiveCount(trophies.categories.length, 1, 1);
  return (
    <>
      <section aria-label="Your achievement figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard testId="stat-unlocked" label="Achievements Unlocked" value={String(unlocked)} icon={Award} tone="bg-amber-50 text-amber-600" />
        <StatCard testId="stat-points" label="Career Points" value={formatInteger(stats.totalPoints)} icon={Star} tone="bg-violet-50 text-violet-600" />
        <StatCard testId="stat-completion" label="Completion Rate" value={`${rate}%`} icon={Percent} tone="bg-emerald-50 text-emerald-600" />
        <StatCard
          testId="stat-categories"
          label="Categories"
          value={String(stats.categories ?? trophies.categories.length)}
          icon={LayoutGrid}
          tone="bg-sky-50 text-sky-600"
        />
      </section>

      <Card className="mt-4 p-4 sm:mt-6 sm:p-5" data-testid="overall-progress">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900 sm:text-base">Overall progress</h2>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-slate-900">
              {unlocked}/{total}
            </span>{' '}
            unlocked · {remaining} remaining
          </p>
        </div>
        <Progress value={rate} aria-label="Overall progress" className="mt-3 h-2.5" indicatorClassName="bg-amber-500" />
      </Card>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          {trophies.categories.slice(0, shown).map((c) => (
            <CategorySection key={c.id} category={c} rarities={trophies.rarities} />
          ))}
        </div>
        <aside className="order-first min-w-0 lg:sticky lg:top-20 lg:order-none">
          <RecentAchievements items={stats.recentAchievements} rarities={trophies.rarities} />
        </aside>
      </div>
    </>
  );
}
