import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatDollars,
  formatInteger,
  formatLongDate,
  formatUtcDate,
  resetTimeZoneForTests,
  shortMonthName,
} from '@/lib/dates';

// Each formatter is checked against the browser's own Intl output for the
// same date, so the hand-written forms stay what Intl would show.
const sample = [new Date(2026, 9, 5, 12), new Date(2027, 0, 1, 0, 5), new Date(2026, 8, 30, 23, 59), new Date(2026, 4, 9, 12, 0)];

describe('formatDate', () => {
  it('shows a short calendar date', () => {
    expect(formatDate(new Date(2026, 9, 5, 12).toISOString())).toBe('Oct 5, 2026');
  });

  it('matches Intl in the local time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (const d of sample) expect(formatDate(d.toISOString())).toBe(intl.format(d));
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

describe('formatLongDate', () => {
  it('writes the month in full, as Intl does', () => {
    expect(formatLongDate(new Date(2026, 9, 5, 12).toISOString())).toBe('October 5, 2026');
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (const d of sample) expect(formatLongDate(d.toISOString())).toBe(intl.format(d));
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('2026-13-45')).toBe('');
  });
});

describe('formatDayMonthYear', () => {
  it('puts the day first', () => {
    expect(formatDayMonthYear(new Date(2026, 10, 23, 12).toISOString())).toBe('23 Nov 2026');
    expect(formatDayMonthYear('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day on a 12-hour clock, as Intl does', () => {
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5).toISOString())).toBe('Nov 27, 2026, 9:05 AM');
    expect(formatDateTime(new Date(2026, 10, 27, 0, 0).toISOString())).toBe('Nov 27, 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 10, 27, 12, 30).toISOString())).toBe('Nov 27, 2026, 12:30 PM');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    // Intl puts a narrow no-break space before AM/PM; Stride writes a plain space.
    for (const d of sample) expect(formatDateTime(d.toISOString())).toBe(intl.format(d).replace(/\s/g, ' '));
  });

  it('is empty for an invalid date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('shortMonthName', () => {
  it('names months from 0 and wraps around', () => {
    expect(shortMonthName(0)).toBe('Jan');
    expect(shortMonthName(11)).toBe('Dec');
    expect(shortMonthName(12)).toBe('Jan');
    expect(shortMonthName(-1)).toBe('Dec');
  });
});

describe('formatInteger', () => {
  it('groups thousands and rounds to a whole number', () => {
    expect(formatInteger(12000)).toBe('12,000');
    expect(formatInteger(1234567.6)).toBe('1,234,568');
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(-1500)).toBe('-1,500');
  });

  it('matches Intl', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [1, 10, 1000, 99999, 100000, 1234567890, 2.5, 1e15]) expect(formatInteger(n)).toBe(intl.format(n));
  });
});

describe('formatDollars', () => {
  it('writes cents to two places and whole dollars without', () => {
    expect(formatDollars(39, 2)).toBe('$39.00');
    expect(formatDollars(1234.5, 2)).toBe('$1,234.50');
    expect(formatDollars(85000, 0)).toBe('$85,000');
    expect(formatDollars(-5, 0)).toBe('-$5');
    expect(formatDollars(-0.001, 2)).toBe('$0.00');
    expect(formatDollars(Number.NaN, 2)).toBe('');
  });

  it('matches Intl', () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const n of [0, 0.1, 19, 39.99, 149, 1000, 123456.78, -20]) {
      expect(formatDollars(n, 2)).toBe(cents.format(n));
      expect(formatDollars(n, 0)).toBe(whole.format(n));
    }
  });
});

describe('browserTimeZone', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTimeZoneForTests();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const offsets = () => {
    const year = new Date().getFullYear();
    return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
  };

  it('is the browser’s IANA zone, the same on every call, and kept for the next visit', () => {
    const zone = browserTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(browserTimeZone()).toBe(zone);
    expect(JSON.parse(localStorage.getItem('stride-time-zone') ?? '{}')).toEqual({ zone, offsets: offsets() });
  });

  it('reads a kept zone back when its offsets are this zone’s', () => {
    localStorage.setItem('stride-time-zone', JSON.stringify({ zone: 'Pacific/Chatham', offsets: offsets() }));
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Pacific/Chatham');
    expect(intl).not.toHaveBeenCalled();
  });

  it('asks Intl again when the kept zone’s offsets differ (the reader moved) or the entry is broken', () => {
    const actual = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    localStorage.setItem('stride-time-zone', JSON.stringify({ zone: 'Pacific/Chatham', offsets: '1,2' }));
    expect(browserTimeZone()).toBe(actual);
    resetTimeZoneForTests();
    localStorage.setItem('stride-time-zone', '{not json');
    expect(browserTimeZone()).toBe(actual);
    resetTimeZoneForTests();
    localStorage.setItem('stride-time-zone', JSON.stringify({ zone: 42, offsets: offsets() }));
    expect(browserTimeZone()).toBe(actual);
  });

  it('takes the zone from Temporal where the browser has it, without Intl or storage', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/St_Johns' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    localStorage.setItem('stride-time-zone', JSON.stringify({ zone: 'Pacific/Chatham', offsets: offsets() }));
    expect(browserTimeZone()).toBe('America/St_Johns');
    expect(intl).not.toHaveBeenCalled();
  });

  it('falls back to Intl when Temporal is there but cannot tell', () => {
    const actual = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new Error('unsupported');
        },
      },
    });
    expect(browserTimeZone()).toBe(actual);
    resetTimeZoneForTests();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '' } });
    expect(browserTimeZone()).toBe(actual);
  });
});
