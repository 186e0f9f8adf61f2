/**
 * Every per-user figure of the dashboard and the profile page, computed from
 * the user's real data (seed 000 §9 with DESIGN.md "Where Stride goes
 * further"). Pure functions: no React, no network, `now` passed in.
 */

export interface ApplicationLike {
  status: string;
  createdAt?: string | null;
}

export interface SkillLike {
  proficiency?: number | null;
}

export interface InterviewSessionLike {
  score?: number | null;
}

export interface ResumeLike {
  updatedAt?: string | null;
  createdAt?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seed 000 §9: a skill without a proficiency counts as 50. */
export const DEFAULT_PROFICIENCY = 50;

/** Seed 000 §9: an interview scoring at least 7 is strong. */
export const STRONG_INTERVIEW_SCORE = 7;

/** The window of "This week": the last 7 days. */
export const WEEK_MS = 7 * DAY_MS;

function toMs(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** 'Welcome back, ' + first name, else the e-mail before '@', else 'there'. */
export function greetingName(user: { firstName?: string | null; email?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'there';
}

export interface TrackerCounts {
  applied: number;
  interviewing: number;
  offer: number;
}

/**
 * My Application Tracker: Applied counts status 'applied' only (as the seed
 * does; 'screening' is not counted as applied), Interviewing counts
 * 'interview', Offer counts 'offer'.
 */
export function trackerCounts(applications: readonly ApplicationLike[]): TrackerCounts {
  const counts: TrackerCounts = { applied: 0, interviewing: 0, offer: 0 };
  for (const { status } of applications) {
    if (status === 'applied') counts.applied += 1;
    else if (status === 'interview') counts.interviewing += 1;
    else if (status === 'offer') counts.offer += 1;
  }
  return counts;
}

const ACTIVE_STATUSES = new Set(['applied', 'screening', 'interview']);
const RESPONDED_STATUSES = new Set(['screening', 'interview', 'offer']);

/** Seed 000 §9: active applications are those applied, screening or interview. */
export function activeApplications(applications: readonly ApplicationLike[]): number {
  return applications.filter((a) => ACTIVE_STATUSES.has(a.status)).length;
}

/** Seed 000 §9: rounded % of (screening + interview + offer) over all applications; 0 when none. */
export function responseRate(applications: readonly ApplicationLike[]): number {
  if (applications.length === 0) return 0;
  const responded = applications.filter((a) => RESPONDED_STATUSES.has(a.status)).length;
  return Math.round((responded / applications.length) * 100);
}

/** Seed 000 §9: rounded average proficiency (50 when a skill has none); 0 when no skills. */
export function skillMastery(skills: readonly SkillLike[]): number {
  if (skills.length === 0) return 0;
  const total = skills.reduce(
    (sum, s) => sum + (typeof s.proficiency === 'number' && Number.isFinite(s.proficiency) ? s.proficiency : DEFAULT_PROFICIENCY),
    0,
  );
  return Math.round(total / skills.length);
}

/**
 * Seed 000 §9: applications created in the last 7 days. The window includes
 * its start (exactly 7 days ago counts) and anything later, so a timestamp a
 * little in the future because of clock skew still counts. Rows without a
 * valid createdAt do not count.
 */
export function applicationsThisWeek(applications: readonly ApplicationLike[], now: Date | number = Date.now()): number {
  const since = toMs(now) - WEEK_MS;
  return applications.filter((a) => {
    const created = toMs(a.createdAt);
    return !Number.isNaN(created) && created >= since;
  }).length;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * A relative age in words ('just now', '5 minutes ago', '3 hours ago',
 * 'yesterday', '4 days ago', '2 weeks ago', '3 months ago', '1 year ago').
 * Weeks are whole 7-day spans up to 30 days, months 30-day spans up to a year.
 */
export function timeAgo(value: string | number | Date, now: Date | number = Date.now()): string {
  const then = toMs(value);
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, toMs(now) - then);
  const minutes = Math.floor(diff / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/**
 * The Update Resume action's line: 'Last updated …' from the most recently
 * updated resume (its updatedAt, else its createdAt), or 'Create your first
 * resume' when there are none.
 */
export function resumeStatus(resumes: readonly ResumeLike[], now: Date | number = Date.now()): string {
  if (resumes.length === 0) return 'Create your first resume';
  let latest = Number.NaN;
  for (const r of resumes) {
    const t = toMs(r.updatedAt ?? r.createdAt);
    if (!Number.isNaN(t) && (Number.isNaN(latest) || t > latest)) latest = t;
  }
  if (Number.isNaN(latest)) return 'Keep your resume up to date';
  return `Last updated ${timeAgo(latest, now)}`;
}

/** The career-goals action: 'View Goals' when goals exist, else 'Set Career Goals'. */
export function goalsActionLabel(goalCount: number): 'View Goals' | 'Set Career Goals' {
  return goalCount > 0 ? 'View Goals' : 'Set Career Goals';
}

export interface ProfileLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  title?: string | null;
  currentTitle?: string | null;
  location?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
  phone?: string | null;
  industry?: string | null;
  yearsExperience?: number | null;
  linkedinUrl?: string | null;
  portfolioUrl?: string | null;
  skills?: readonly string[] | null;
}

export interface ProfileCompleteness {
  /** Share of filled items, rounded to a whole percent. */
  percent: number;
  filled: string[];
  /** Labels of the items still missing, in display order. */
  missing: string[];
}

const filledText = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;

/**
 * Profile completeness from real data (DESIGN.md; the seed's fixed 75/25 %
 * guess is replaced): the share of twelve items that are filled. `skillCount`
 * is the length of the user's skills list (the skills table); the user's own
 * `skills` array counts too.
 */
export function profileCompleteness(user: ProfileLike, skillCount = 0): ProfileCompleteness {
  const items: Array<[string, boolean]> = [
    ['First name', filledText(user.firstName)],
    ['Last name', filledText(user.lastName)],
    ['Email', filledText(user.email)],
    ['Job title', filledText(user.title) || filledText(user.currentTitle)],
    ['Location', filledText(user.location)],
    ['Bio', filledText(user.bio)],
    ['Profile photo', filledText(user.profileImageUrl)],
    ['Phone', filledText(user.phone)],
    ['Industry', filledText(user.industry)],
    ['Years of experience', typeof user.yearsExperience === 'number' && Number.isFinite(user.yearsExperience)],
    ['At least one skill', skillCount > 0 || (user.skills?.some((s) => filledText(s)) ?? false)],
    ['LinkedIn or portfolio link', filledText(user.linkedinUrl) || filledText(user.portfolioUrl)],
  ];
  const filled = items.filter(([, ok]) => ok).map(([label]) => label);
  const missing = items.filter(([, ok]) => !ok).map(([label]) => label);
  return { percent: Math.round((filled.length / items.length) * 100), filled, missing };
}

export interface CareerStatistics {
  applications: number;
  strongInterviews: number;
  skills: number;
  /** Rounded to 1 decimal; 0 when no session has a score. */
  averageInterviewScore: number;
}

/**
 * The profile page's Career statistics (seed 000 §9). Sessions without a
 * score (not finished) are left out of the strong count and the average.
 */
export function careerStatistics(
  applications: readonly unknown[],
  sessions: readonly InterviewSessionLike[],
  skills: readonly unknown[],
): CareerStatistics {
  const scores = sessions
    .map((s) => s.score)
    .filter((s): s is number => typeof s === 'number' && Number.isFinite(s));
  const average = scores.length === 0 ? 0 : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
  return {
    applications: applications.length,
    strongInterviews: scores.filter((s) => s >= STRONG_INTERVIEW_SCORE).length,
    skills: skills.length,
    averageInterviewScore: average,
  };
}
