import { Card } from '@/components/ui/card';
import type { Rarity, TrophyCategory } from '@/features/achievements/api/get-trophy-case';
import { AchievementCard } from '@/features/achievements/components/achievement-card';
import { AchievementIcon } from '@/features/achievements/components/achievement-icon';
import { categoryLabel, rarityColor } from '@/features/achievements/lib/trophy';

/** A category with its colour, description, unlocked/total badge and cards, unlocked first. */
export function CategorySection({ category: c, rarities }: { category: TrophyCategory; rarities: Rarity[] }) {
  const cards = [...c.achievements].sort((a, b) => Number(b.isUnlocked) - Number(a.isUnlocked));
  const headingId = `category-${c.id}`;
  return (
    // Off screen, its layout and paint wait until it comes near (its last
    // drawn size, or about a category's, holds its place meanwhile).
    <section aria-labelledby={headingId} className="[contain-intrinsic-height:auto_70rem] [content-visibility:auto] sm:[contain-intrinsic-height:auto_43rem]">
    <Card className="p-4 sm:p-6" data-testid={`category-${c.id}`}>
      <div className="flex items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-xl"
          style={{ backgroundColor: `${c.color}1a`, color: c.color }}
        >
          <AchievementIcon name={c.icon} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900 sm:text-lg">
            {categoryLabel(c.name)}
          </h2>
          {c.description && <p className="text-xs text-muted-foreground sm:text-sm">{c.description}</p>}
        </div>
        <span
          className="shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold"
          style={{ backgroundColor: `${c.color}14`, color: c.color }}
          data-testid="category-count"
        >
          {c.unlockedCount}/{c.totalAchievements}
        </span>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {cards.map((a) => (
          <AchievementCard key={a.id} achievement={a} color={c.color} rarityColor={rarityColor(a.rarity, rarities)} />
        ))}
      </ul>
    </Card>
    </section>
  );
}
