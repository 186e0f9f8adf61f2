import { describe, expect, it } from 'vitest';
import {
  appliedOn,
  applicationStatuses,
  countByStatus,
  dateInputToIso,
  statusBadgeClass,
  statusLabel,
  toDateInputValue,
} from '@/features/applications/lib/status';

describe('status badges', () => {
  it('capitalises each status', () => {
    expect(applicationStatuses.map(statusLabel)).toEqual(['Applied', 'Screening', 'Interview', 'Offer', 'Rejected']);
  });

  it('gives every status its own colours', () => {
    const classes = applicationStatuses.map(statusBadgeClass);
    expect(new Set(classes).size).toBe(applicationStatuses.length);
    expect(statusBadgeClass('offer')).toContain('green');
    expect(statusBadgeClass('rejected')).toContain('red');
    expect(statusBadgeClass('OFFER')).toBe(statusBadgeClass('offer'));
    expect(statusBadgeClass('unknown')).toContain('bg-muted');
  });
});

describe('countByStatus', () => {
  it('counts every status, zero when none', () => {
    expect(countByStatus([{ status: 'applied' }, { status: 'interview' }, { status: 'applied' }, { status: 'other' }])).toEqual({
      applied: 2,
      screening: 0,
      interview: 1,
      offer: 0,
      rejected: 0,
    });
  });
});

describe('applied dates', () => {
  it('turns a date input into a full ISO timestamp at local midnight', () => {
    const iso = dateInputToIso('2026-03-09');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const date = new Date(iso!);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 9, 0]);
    expect(dateInputToIso('')).toBeUndefined();
    expect(dateInputToIso('09/03/2026')).toBeUndefined();
  });

  it('round-trips through the date input', () => {
    expect(toDateInputValue(dateInputToIso('2026-11-02'))).toBe('2026-11-02');
    expect(toDateInputValue(null, new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('prefers appliedDate, then appliedAt, then createdAt', () => {
    expect(appliedOn({ appliedDate: 'a', appliedAt: 'b', createdAt: 'c' })).toBe('a');
    expect(appliedOn({ appliedDate: null, appliedAt: 'b', createdAt: 'c' })).toBe('b');
    expect(appliedOn({ appliedDate: null, appliedAt: null, createdAt: 'c' })).toBe('c');
  });
});
