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
/**
 * The score an attempt needs to pass, as the server decides it
 * (learning.go, PassingScore; lib/learning.test.ts checks they agree). The
 * decision itself is the server's `passed`; this is only the mark a failed
 * attempt is told it needs, when the result does not carry one.
 */
export const PASSING_SCORE = 70;
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

/** What a graded attempt says about itself: the server's figures. */
export interface AttemptOutcome {
  passed: boolean;
  score: number;
  late: boolean;
  xpGained?: number;
  levelUp?: boolean;
  /** The pass mark; PASSING_SCORE when the server does not send it. */
  passingScore?: number;
}

/**
 * The toast after a challenge. A pass says the seed's 'Challenge Completed!'
 * with 'You earned {xp} XP!' (seed 001 §8); an attempt that did not pass says
 * so, with its score and the mark it needed (DESIGN.md: a failed challenge
 * says it did not pass), and any XP its score still earned.
 */
export function challengeToast(outcome: AttemptOutcome): { title: string; description: string } {
  const xp = outcome.xpGained ?? DEFAULT_XP;
  if (outcome.passed) {
    return {
      title: 'Challenge Completed!',
      description: outcome.levelUp ? `You earned ${xp} XP! Level up!` : `You earned ${xp} XP!`,
    };
  }
  return { title: 'Not passed yet', description: failedAttemptText(outcome) };
}

/** Why an attempt did not pass and what passing needs, in a sentence or three. */
export function failedAttemptText(outcome: AttemptOutcome): string {
  const mark = outcome.passingScore ?? PASSING_SCORE;
  const why = outcome.late
    ? `You scored ${outcome.score}%, but after the time ran out, so this attempt does not count.`
    : `You scored ${outcome.score}%; ${mark}% is needed to pass.`;
  const earned = outcome.xpGained ? ` You earned ${outcome.xpGained} XP.${outcome.levelUp ? ' Level up!' : ''}` : '';
  return `${why} Try again when you're ready.${earned}`;
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
