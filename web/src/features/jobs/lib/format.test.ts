import { describe, expect, it } from 'vitest';
import {
  companyInitial,
  formatPostedDate,
  formatSalary,
  jobTypeLabel,
  matchHeadline,
  matchTone,
  parseDescription,
} from '@/features/jobs/lib/format';

const now = new Date(2026, 10, 22, 15, 0, 0); // 22 Nov 2026, 15:00 local
const daysAgo = (days: number, hour = 9) => new Date(2026, 10, 22 - days, hour, 0, 0).toISOString();

describe('formatPostedDate', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [3, '3 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [20, '2 weeks ago'],
    [30, '4 weeks ago'],
  ])('%i days back reads %s', (days, expected) => {
    expect(formatPostedDate(daysAgo(days), now)).toBe(expected);
  });

  it('shows the date after a month', () => {
    expect(formatPostedDate(new Date(2026, 8, 5, 12).toISOString(), now)).toBe('Sep 5, 2026');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(formatPostedDate(new Date(2026, 10, 21, 23, 30).toISOString(), now)).toBe('Yesterday');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatPostedDate(null, now)).toBe('');
    expect(formatPostedDate('not a date', now)).toBe('');
  });
});

describe('formatSalary', () => {
  it('keeps annual ranges and normalises the hourly suffix', () => {
    expect(formatSalary('$86k - $105k')).toBe('$86k - $105k');
    expect(formatSalary('$32 - $40/hour')).toBe('$32 - $40 / hour');
    expect(formatSalary(' $32 - $40 / hour ')).toBe('$32 - $40 / hour');
  });

  it('is empty when there is no salary', () => {
    expect(formatSalary(null)).toBe('');
    expect(formatSalary(undefined)).toBe('');
  });
});

describe('labels', () => {
  it('names job types as the filter does', () => {
    expect(jobTypeLabel('full-time')).toBe('Full-time');
    expect(jobTypeLabel('part-time')).toBe('Part-time');
    expect(jobTypeLabel('contract')).toBe('Contract');
    expect(jobTypeLabel('seasonal')).toBe('Seasonal');
  });

  it('uses the company initial', () => {
    expect(companyInitial(' northwind')).toBe('N');
    expect(companyInitial('')).toBe('?');
  });

  it("says 'Great Match' from 80 and something softer below", () => {
    expect(matchHeadline(92)).toBe('Great Match');
    expect(matchHeadline(80)).toBe('Great Match');
    expect(matchHeadline(79)).not.toBe('Great Match');
    expect(matchHeadline(15)).toBe('Stretch Role');
    expect([matchTone(85), matchTone(60), matchTone(10)]).toEqual(['high', 'medium', 'low']);
  });
});

describe('parseDescription', () => {
  it('keeps paragraphs and groups "• " lines into one list', () => {
    const text = "Acme is hiring.\n\nWhat you'll do:\n• Build things\n• Ship them\n\nApply today.";
    expect(parseDescription(text)).toEqual([
      { kind: 'paragraph', text: 'Acme is hiring.' },
      { kind: 'paragraph', text: "What you'll do:" },
      { kind: 'list', items: ['Build things', 'Ship them'] },
      { kind: 'paragraph', text: 'Apply today.' },
    ]);
  });
});
