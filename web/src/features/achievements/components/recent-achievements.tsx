import { Card } from '@/components/ui/card';
import type { RecentAchievement } from '@/features/achievements/api/get-achievement-stats';
import type { Rarity } from '@/features/achievements/api/get-trophy-case';
import { AchievementIcon } from '@/features/achievements/components/achievement-icon';
import { formatUnlockDate, rarityColor } from '@/features/achievements/lib/trophy';

/** Recent Achievements (seed 001 §2.10): the latest unlocks, newest first. */
export function RecentAchievements({ items, rarities }: { items: RecentAchievement[]; rarities: Rarity[] }) {
  return (
    <Card className="p-4 sm:p-6" data-testid="recent-achievements">
      <h2 className="text-base font-semibold text-slate-900 sm:text-lg">Recent Achievements</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Nothing unlocked yet. Track an application, add a skill or practise an interview to earn your first.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {items.map((a) => {
            const color = rarityColor(a.rarity, rarities);
            const tint = a.rarity === 'common' ? '#d97706' : color;
            return (
              <li key={a.id} className="flex items-center gap-3" data-testid={`recent-${a.id}`}>
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full"
                  style={{ backgroundColor: `${tint}1a`, color: tint }}
                >
                  <AchievementIcon name={a.icon} className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{a.title}</p>
                  <p className="text-xs text-muted-foreground">{formatUnlockDate(a.unlockedAt)}</p>
                </div>
                <span className="shrink-0 text-xs font-semibold text-amber-700">+{a.points}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
