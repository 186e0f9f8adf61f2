/**
 * The interview coach's constants and rules (seed 001 §2.4, §4, §9): job
 * titles, interview types, the adaptive level and the score colours.
 */

export const jobTitles = [
  'Product Manager',
  'Software Engineer',
  'Data Scientist',
  'UX Designer',
  'Marketing Manager',
  'Sales Manager',
  'Operations Manager',
] as const;

/** The select's value for a role the list does not name, typed by the user. */
export const ANOTHER_ROLE = 'another-role';

/** Longest job title the API takes. */
export const MAX_JOB_TITLE = 100;

/**
 * The roles the setup offers: the user's own title (from the profile) when
 * the seed's list does not have it, then the seed's seven (seed 001 §2.4).
 * The coach asks questions for any occupation (O*NET), so another role can
 * also be typed.
 */
export function jobTitleOptions(profileTitle: string | null | undefined): string[] {
  const own = (profileTitle ?? '').trim().slice(0, MAX_JOB_TITLE);
  const listed = jobTitles.some((t) => t.toLowerCase() === own.toLowerCase());
  return own && !listed ? [own, ...jobTitles] : [...jobTitles];
}

/** The role to open the setup with: the user's title as listed, or the first of the list. */
export function defaultJobTitle(profileTitles: (string | null | undefined)[]): string {
  for (const raw of profileTitles) {
    const title = (raw ?? '').trim();
    if (!title) continue;
    return jobTitles.find((t) => t.toLowerCase() === title.toLowerCase()) ?? title.slice(0, MAX_JOB_TITLE);
  }
  return jobTitles[0];
}

/** The error of a typed role, or null when it can be used. */
export function jobTitleError(title: string): string | null {
  const t = title.trim();
  if (!t) return 'Job title is required';
  if (t.length > MAX_JOB_TITLE) return `Job title must be at most ${MAX_JOB_TITLE} characters`;
  return null;
}

export const interviewTypes = ['behavioral', 'technical', 'case-study', 'emotional-intelligence'] as const;
export type InterviewType = (typeof interviewTypes)[number];

const typeLabels: Record<InterviewType, string> = {
  behavioral: 'Behavioral',
  technical: 'Technical',
  'case-study': 'Case Study',
  'emotional-intelligence': 'Emotional Intelligence',
};

export const interviewTypeDescriptions: Record<InterviewType, string> = {
  behavioral: 'Past situations, told with the STAR method',
  technical: 'Your craft, tools and how you solve problems',
  'case-study': 'Structure an open business problem out loud',
  'emotional-intelligence': 'Self-awareness, empathy and handling pressure',
};

/** 'case-study' → 'Case Study'; unknown types are capitalised. */
export function interviewTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Interview';
  if (type in typeLabels) return typeLabels[type as InterviewType];
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
export const levelLabels = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;

/** Clamps any number to a whole level from 1 to 5. */
export function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level)));
}

/** 1 → 'Beginner' … 5 → 'Master'. */
export function levelLabel(level: number): string {
  return levelLabels[clampLevel(level) - 1];
}

/**
 * The adaptive level after an evaluated answer: a score of 8 or more raises
 * it by one (at most 5), 4 or less lowers it by one (at least 1), 5 to 7
 * leave it.
 */
export function nextLevel(level: number, score: number): number {
  const current = clampLevel(level);
  if (score >= 8) return Math.min(MAX_LEVEL, current + 1);
  if (score <= 4) return Math.max(MIN_LEVEL, current - 1);
  return current;
}

export type ScoreTone = 'green' | 'yellow' | 'red';

/** Score colours on the 0-10 scale: 8 or more green, 6 or more yellow, otherwise red. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}

/** Text colour classes for a 0-10 score. */
export function scoreTextClass(score: number): string {
  return { green: 'text-green-600', yellow: 'text-amber-600', red: 'text-red-600' }[scoreTone(score)];
}

/** Bar colour classes for a 0-10 score. */
export function scoreBarClass(score: number): string {
  return { green: 'bg-green-500', yellow: 'bg-amber-500', red: 'bg-red-500' }[scoreTone(score)];
}

/** Badge variant for a 0-10 score. */
export function scoreBadgeVariant(score: number): 'success' | 'warning' | 'destructive' {
  return { green: 'success', yellow: 'warning', red: 'destructive' }[scoreTone(score)] as
    | 'success'
    | 'warning'
    | 'destructive';
}

/** A 0-10 figure with one decimal at most: 7 → '7', 7.25 → '7.3'. */
export function formatTenths(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Live analysis starts once an answer is longer than this (seed 001 §9). */
export const LIVE_ANALYSIS_MIN_CHARS = 50;
/** …and runs this long after typing stops. */
export const LIVE_ANALYSIS_DEBOUNCE_MS = 1000;
/** Questions in a session (seed 001 §2.4). */
export const QUESTIONS_PER_SESSION = 5;
/** Recent sessions in the sidebar (seed 001 §9). */
export const RECENT_SESSIONS = 3;
