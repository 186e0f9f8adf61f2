import { Lock } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import type { Achievement } from '@/features/achievements/api/get-trophy-case';
import { AchievementIcon } from '@/features/achievements/components/achievement-icon';
import { formatUnlockDate, progressText, rarityLabel } from '@/features/achievements/lib/trophy';
import { cn } from '@/lib/utils';

/**
 * One achievement: unlocked cards in the category's colour with their date,
 * locked ones greyed with a progress bar while below 100 (seed 001 §2.10).
 */
export function AchievementCard({
  achievement: a,
  color,
  rarityColor,
}: {
  achievement: Achievement;
  color: string;
  rarityColor: string;
}) {
  const state = a.isUnlocked ? 'unlocked' : 'locked';
  return (
    <li
      data-testid={`achievement-${a.id}`}
      data-state={state}
      aria-label={`${a.title}, ${state}`}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-white p-4 transition-shadow',
        a.isUnlocked ? 'shadow-soft' : 'bg-slate-50/70',
      )}
      style={a.isUnlocked ? { borderColor: `${color}55` } : undefined}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', !a.isUnlocked && 'bg-slate-200 text-slate-400')}
          style={a.isUnlocked ? { backgroundColor: `${color}1a`, color } : undefined}
        >
          {a.isUnlocked ? <AchievementIcon name={a.icon} className="size-5" /> : <Lock aria-hidden="true" className="size-4" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('text-sm font-semibold leading-tight', a.isUnlocked ? 'text-slate-900' : 'text-slate-600')}>{a.title}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">{a.description}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span
          className="rounded-full px-2 py-0.5 font-medium"
          style={{ backgroundColor: `${rarityColor}1a`, color: rarityColor }}
          data-testid="rarity"
        >
          {rarityLabel(a.rarity)}
        </span>
        <span className="font-medium text-slate-700">{a.points} pts</span>
        {a.isUnlocked && a.unlockedAt && (
          <span className="ml-auto text-muted-foreground">Unlocked {formatUnlockDate(a.unlockedAt)}</span>
        )}
      </div>
      {!a.isUnlocked && a.progress < 100 && (
        <div className="mt-3">
          <Progress value={a.progress} aria-label={`${a.title} progress`} className="h-1.5" indicatorClassName="bg-slate-400" />
          <p className="mt-1 text-right text-[11px] text-muted-foreground" data-testid="progress-text">
            {progressText(a.current, a.target, a.progress)}
          </p>
        </div>
      )}
    </li>
  );
}
