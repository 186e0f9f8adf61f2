/** Seed 001 §4 and §9: the career explorer's rules. */

import { formatDollars, shortMonthName } from '@/lib/dates';

export const RECENT_GOALS = 3;
export const DASHBOARD_MILESTONES = 5;
export const SKILL_TREND_ENTRIES = 3;
export const PATH_SKILLS_SHOWN = 3;

/** Career readiness is the rounded mean of goal progress values (0 without goals). */
export function readinessScore(goals: { currentProgress: number }[]): number {
  if (goals.length === 0) return 0;
  return Math.round(goals.reduce((sum, g) => sum + g.currentProgress, 0) / goals.length);
}

/** 75 or more Excellent, 50 to 74 Good, below 50 Needs improvement. */
export function readinessLabel(score: number): 'Excellent' | 'Good' | 'Needs improvement' {
  if (score >= 75) return 'Excellent';
  if (score >= 50) return 'Good';
  return 'Needs improvement';
}

/** Viability badge: 80 or more top tier, 60 to 79 middle tier, below 60 lowest tier. */
export function viabilityTier(viability: number): { label: string; variant: 'success' | 'warning' | 'destructive' } {
  if (viability >= 80) return { label: 'High viability', variant: 'success' };
  if (viability >= 60) return { label: 'Medium viability', variant: 'warning' };
  return { label: 'Low viability', variant: 'destructive' };
}

export const insightFilters = ['all', 'market_trends', 'salary_intel', 'skill_demand', 'role_growth'] as const;
export type InsightFilter = (typeof insightFilters)[number];

export const insightTypeLabels: Record<InsightFilter, string> = {
  all: 'All',
  market_trends: 'Market trends',
  salary_intel: 'Salary intel',
  skill_demand: 'Skill demand',
  role_growth: 'Role growth',
};

export function filterInsights<T extends { type: string }>(insights: T[], filter: InsightFilter): T[] {
  return filter === 'all' ? insights : insights.filter((i) => i.type === filter);
}

/** Recent Goals: up to 3 active goals, newest first (the list comes newest first). */
export function recentActiveGoals<T extends { status: string }>(goals: T[]): T[] {
  return goals.filter((g) => g.status === 'active').slice(0, RECENT_GOALS);
}

/** '+12%' or '-8%' reads as a rise or a fall. */
export function salaryTrend(increase: string | null): 'up' | 'down' | 'flat' | null {
  if (!increase) return null;
  if (increase.startsWith('+')) return 'up';
  if (increase.startsWith('-')) return 'down';
  return 'flat';
}

export function formatUsd(n: number): string {
  return formatDollars(n, 0);
}

/** Salary ranges are shown in thousands of dollars (seed 001 §9). */
export function formatThousands(n: number): string {
  return `$${Math.round(n / 1000)}k`;
}

export function formatPercent(n: number): string {
  const r = Math.round(n * 10) / 10;
  return `${r > 0 ? '+' : ''}${r}%`;
}

/** Milestones achieved per month over the last `months` months, oldest first. */
export function achievedPerMonth(
  milestones: { achievedAt: string | null; status: string }[],
  now: Date,
  months = 6,
): { month: string; achieved: number }[] {
  const out: { month: string; achieved: number; key: string }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push({
      key: `${d.getUTCFullYear()}-${d.getUTCMonth()}`,
      month: shortMonthName(d.getUTCMonth()),
      achieved: 0,
    });
  }
  for (const m of milestones) {
    if (m.status !== 'achieved' || !m.achievedAt) continue;
    const d = new Date(m.achievedAt);
    const slot = out.find((o) => o.key === `${d.getUTCFullYear()}-${d.getUTCMonth()}`);
    if (slot) slot.achieved++;
  }
  return out.map(({ month, achieved }) => ({ month, achieved }));
}

/** An ISO date-time for the form's date input, or null when empty (seed 001 §5). */
export function deadlineToIso(value: string): string | null {
  return value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null;
}

export function isoToDateInput(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}
