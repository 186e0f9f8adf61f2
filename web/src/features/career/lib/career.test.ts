import { describe, expect, it } from 'vitest';
import {
  achievedPerMonth,
  deadlineToIso,
  filterInsights,
  readinessLabel,
  readinessScore,
  recentActiveGoals,
  salaryTrend,
  viabilityTier,
} from './career';

describe('readiness', () => {
  it('is the rounded mean of goal progress', () => {
    expect(readinessScore([])).toBe(0);
    expect(readinessScore([{ currentProgress: 33 }, { currentProgress: 60 }, { currentProgress: 100 }])).toBe(64);
    expect(readinessScore([{ currentProgress: 50 }, { currentProgress: 51 }])).toBe(51);
  });
  it('labels at the seed boundaries', () => {
    expect(readinessLabel(75)).toBe('Excellent');
    expect(readinessLabel(74)).toBe('Good');
    expect(readinessLabel(50)).toBe('Good');
    expect(readinessLabel(49)).toBe('Needs improvement');
  });
});

describe('viabilityTier', () => {
  it('has three tiers at 80 and 60', () => {
    expect(viabilityTier(80).variant).toBe('success');
    expect(viabilityTier(79).variant).toBe('warning');
    expect(viabilityTier(60).variant).toBe('warning');
    expect(viabilityTier(59).variant).toBe('destructive');
  });
});

describe('lists', () => {
  it('filters insights by type', () => {
    const all = [{ type: 'salary_intel' }, { type: 'role_growth' }, { type: 'salary_intel' }];
    expect(filterInsights(all, 'all')).toHaveLength(3);
    expect(filterInsights(all, 'salary_intel')).toHaveLength(2);
    expect(filterInsights(all, 'market_trends')).toHaveLength(0);
  });
  it('keeps 3 active goals', () => {
    const goals = ['active', 'completed', 'active', 'active', 'active'].map((status, i) => ({ status, i }));
    expect(recentActiveGoals(goals).map((g) => g.i)).toEqual([0, 2, 3]);
  });
  it('reads the salary sign', () => {
    expect(salaryTrend('+12%')).toBe('up');
    expect(salaryTrend('-8%')).toBe('down');
    expect(salaryTrend('0%')).toBe('flat');
    expect(salaryTrend(null)).toBeNull();
  });
  it('counts milestones achieved per month', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const rows = achievedPerMonth(
      [
        { status: 'achieved', achievedAt: '2026-11-02T00:00:00Z' },
        { status: 'achieved', achievedAt: '2026-10-30T00:00:00Z' },
        { status: 'pending', achievedAt: null },
        { status: 'achieved', achievedAt: '2025-01-01T00:00:00Z' },
      ],
      now,
    );
    expect(rows).toHaveLength(6);
    expect(rows[5]).toEqual({ month: 'Nov', achieved: 1 });
    expect(rows[4]).toEqual({ month: 'Oct', achieved: 1 });
  });
  it('sends the deadline as an ISO date-time or null', () => {
    expect(deadlineToIso('')).toBeNull();
    expect(deadlineToIso('2027-06-30')).toBe('2027-06-30T00:00:00.000Z');
  });
});
