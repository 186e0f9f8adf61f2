import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/lib/relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1m ago'],
    [61, '1m ago'],
    [59 * 60 + 59, '59m ago'],
    [60 * 60, '1h ago'],
    [2 * 60 * 60 - 1, '1h ago'],
    [1439 * 60, '23h ago'],
    [1439 * 60 + 59, '23h ago'],
    [1440 * 60, '1d ago'],
    [2 * 1440 * 60 - 1, '1d ago'],
    [2 * 1440 * 60, '2d ago'],
    [45 * 1440 * 60, '45d ago'],
  ])('%is ago reads %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('treats future times as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * 60_000), now)).toBe('Just now');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 120_000), now.getTime())).toBe('2m ago');
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
