import { describe, expect, it } from 'vitest';
import { healthTier, peopleCount, salaryRangeText, signedPercent } from '@/features/market/lib/format';

describe('market formatting', () => {
  it('colours demand health by the seed tiers (80 / 60)', () => {
    expect(healthTier(80)).toBe('green');
    expect(healthTier(79.9)).toBe('yellow');
    expect(healthTier(60)).toBe('yellow');
    expect(healthTier(59.9)).toBe('red');
  });
  it('shows salaries in thousands of dollars', () => {
    expect(salaryRangeText({ min: 116000, max: 264000 })).toBe('$116k - $264k');
    expect(salaryRangeText({ min: 90000, max: 90000 })).toBe('$90k');
    expect(salaryRangeText(null)).toBe('Not known');
  });
  it('formats growth and counts', () => {
    expect(signedPercent(12.34)).toBe('+12.3%');
    expect(signedPercent(-4)).toBe('-4.0%');
    expect(peopleCount(1_234_000)).toBe('1.2 million');
    expect(peopleCount(45300)).toBe('45,300');
  });
});
