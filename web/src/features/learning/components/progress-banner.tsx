import { Award, Flame, Star, Target, Zap } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { defaultProgress, useLearningProgress } from '@/features/learning/api/get-learning-progress';
import { levelProgress } from '@/features/learning/lib/learning';

/** The progress banner: Level, Total XP, Day Streak, Challenges, Skill Badges (seed 001 §2.7). */
export function ProgressBanner() {
  const { data } = useLearningProgress();
  const p = data ?? defaultProgress;
  const figures = [
    { label: 'Level', value: p.level, icon: Star },
    { label: 'Total XP', value: p.totalXP, icon: Zap },
    { label: 'Day Streak', value: p.streak, icon: Flame },
    { label: 'Challenges', value: p.completedChallenges, icon: Target },
    { label: 'Skill Badges', value: p.skillBadges.length, icon: Award },
  ];
  const pct = levelProgress(p.totalXP, p.levelStartXP, p.nextLevelXP);
  return (
    <section
      aria-label="Your learning progress"
      className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-4 text-white shadow-soft sm:p-6"
    >
      <dl className="grid grid-cols-6 gap-2 sm:grid-cols-5 sm:gap-3">
        {figures.map(({ label, value, icon: Icon }, i) => (
          <div
            key={label}
            className={`min-w-0 rounded-xl bg-white/10 px-2 py-1.5 sm:col-span-1 sm:px-3 sm:py-2 ${i < 3 ? 'col-span-2' : 'col-span-3'}`}
          >
            <dt className="flex items-center gap-1 text-[11px] font-medium leading-tight text-white/80 sm:gap-1.5 sm:text-xs">
              <Icon className="size-3.5 shrink-0" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-0.5 text-xl font-bold tabular-nums sm:text-2xl" data-testid={`banner-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-xs text-white/80">
          <span>Level {p.level}</span>
          <span>
            {p.totalXP} / {p.nextLevelXP} XP to level {p.level + 1}
          </span>
        </div>
        <Progress
          value={pct}
          aria-label={`${pct}% of the way to level ${p.level + 1}`}
          className="bg-white/20"
          indicatorClassName="bg-white"
        />
      </div>
      {p.skillBadges.length > 0 && (
        <p className="mt-3 text-xs text-white/90">
          Badges: <span className="font-semibold">{p.skillBadges.join(', ')}</span>
        </p>
      )}
    </section>
  );
}
