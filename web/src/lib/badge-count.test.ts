import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '@/lib/badge-count';

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
