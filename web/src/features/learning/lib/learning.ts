/** The learning journey's constants and small rules shown on screen (seed 001 §9). */

export const learningStyles = ['visual', 'auditory', 'kinesthetic', 'reading'] as const;
export type LearningStyle = (typeof learningStyles)[number];
export const DEFAULT_LEARNING_STYLE: LearningStyle = 'visual';

export const learningStyleLabels: Record<LearningStyle, { label: string; hint: string }> = {
  visual: { label: 'Visual', hint: 'Worked examples, tables and diagrams' },
  auditory: { label: 'Auditory', hint: 'Practise aloud and talk it through' },
  kinesthetic: { label: 'Kinesthetic', hint: 'Hands-on projects and challenges' },
  reading: { label: 'Reading', hint: 'Focused articles and key points' },
};

export const paces = ['slow', 'medium', 'fast'] as const;
export type Pace = (typeof paces)[number];
export const DEFAULT_PACE: Pace = 'medium';

/** The seed's default XP shown when a challenge has none. */
export const DEFAULT_XP = 50;
/** How many recommendations and path skills are shown (seed 001 §9). */
export const MAX_RECOMMENDATIONS = 3;
export const PATH_SKILLS_SHOWN = 3;

export type Tier = 'green' | 'yellow' | 'red';

/** Difficulty colour tiers: 3 or less green, 7 or less yellow, else red; beginner/intermediate/advanced likewise. */
export function difficultyTier(difficulty: number | string): Tier {
  if (typeof difficulty === 'number') {
    if (difficulty <= 3) return 'green';
    if (difficulty <= 7) return 'yellow';
    return 'red';
  }
  switch (difficulty.toLowerCase()) {
    case 'beginner':
      return 'green';
    case 'intermediate':
      return 'yellow';
    default:
      return 'red';
  }
}

export const tierClasses: Record<Tier, string> = {
  green: 'border-transparent bg-green-50 text-green-700',
  yellow: 'border-transparent bg-amber-50 text-amber-800',
  red: 'border-transparent bg-red-50 text-red-700',
};

/** Numeric difficulty as a word, for screen readers and labels. */
export function difficultyLabel(difficulty: number): string {
  const tier = difficultyTier(difficulty);
  return tier === 'green' ? 'Easy' : tier === 'yellow' ? 'Medium' : 'Hard';
}

/** The first `shown` skills and how many more there are ('+N more'). */
export function visibleSkills(skills: string[], shown = PATH_SKILLS_SHOWN): { visible: string[]; more: number } {
  return { visible: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}


/** Share of the way through the current level, 0-100. */
export function levelProgress(totalXP: number, levelStartXP: number, nextLevelXP: number): number {
  const span = nextLevelXP - levelStartXP;
  if (span <= 0) return 0;
  return Math.round((100 * Math.min(span, Math.max(0, totalXP - levelStartXP))) / span);
}

/** Seconds left as m:ss (never negative). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The toast after a challenge (seed 001 §8). */
export function challengeToast(xpGained: number | undefined, levelUp: boolean | undefined) {
  const xp = xpGained ?? DEFAULT_XP;
  return {
    title: 'Challenge Completed!',
    description: levelUp ? `You earned ${xp} XP! Level up!` : `You earned ${xp} XP!`,
  };
}

/** Moves item `from` one step up (-1) or down (+1) in a copy of the list. */
export function moveItem<T>(list: T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return list;
  const out = list.slice();
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

export const questionTypeLabels: Record<string, string> = {
  single: 'Multiple choice',
  multi: 'Select all',
  order: 'Ordering',
  fill: 'Fill in',
  short: 'Short answer',
};
