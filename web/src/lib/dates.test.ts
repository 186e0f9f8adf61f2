import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatDate, formatInteger, formatUtcDate, prepareFormatters } from '@/lib/dates';

describe('formatDate', () => {
  it('shows a short calendar date', () => {
    expect(formatDate(new Date(2026, 9, 5, 12).toISOString())).toBe('Oct 5, 2026');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatUtcDate', () => {
  it('shows the stored calendar day whatever the time zone', () => {
    expect(formatUtcDate(new Date('2026-12-31T00:00:00Z'))).toBe('Dec 31, 2026');
    expect(formatUtcDate(new Date('2027-01-01T23:30:00Z'))).toBe('Jan 1, 2027');
  });
});

describe('formatInteger', () => {
  it('groups thousands and rounds to a whole number', () => {
    expect(formatInteger(12000)).toBe('12,000');
    expect(formatInteger(1234567.6)).toBe('1,234,568');
    expect(formatInteger(0)).toBe('0');
  });
});

describe('browserTimeZone', () => {
  it('is the browser’s IANA zone, the same on every call', () => {
    prepareFormatters();
    const zone = browserTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(browserTimeZone()).toBe(zone);
  });
});
