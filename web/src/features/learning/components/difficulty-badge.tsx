import { Badge } from '@/components/ui/badge';
import { difficultyLabel, difficultyTier, tierClasses } from '@/features/learning/lib/learning';
import { cn } from '@/lib/utils';

/** Difficulty in its colour tier (seed 001 §9): numbers and beginner/intermediate/advanced. */
export function DifficultyBadge({ difficulty }: { difficulty: number | string }) {
  const tier = difficultyTier(difficulty);
  const text =
    typeof difficulty === 'number'
      ? `${difficultyLabel(difficulty)} · ${difficulty}/10`
      : difficulty.charAt(0).toUpperCase() + difficulty.slice(1);
  return (
    <Badge className={cn(tierClasses[tier])} data-tier={tier}>
      {text}
    </Badge>
  );
}
