import { describe, expect, it } from 'vitest';
import { categoryLabel, completionRate, progressText, rarityColor, remainingCount } from '@/features/achievements/lib/trophy';

describe('completionRate', () => {
  it('rounds unlocked over total to a percent', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(50, 50)).toBe(100);
  });
  it('treats the total as at least 1 (seed 001 §9)', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 0)).toBe(100);
  });
});

describe('trophy labels', () => {
  it('counts what remains', () => {
    expect(remainingCount(3, 50)).toBe(47);
    expect(remainingCount(5, 3)).toBe(0);
  });
  it('names categories and colours rarities', () => {
    expect(categoryLabel('application')).toBe('Applications');
    expect(categoryLabel('other')).toBe('Other');
    expect(rarityColor('legendary')).toBe('#d97706');
    expect(rarityColor('epic', [{ name: 'epic', color: '#111111' }])).toBe('#111111');
    expect(rarityColor('mythic')).toBe('#64748b');
  });
  it('shows counts under locked cards', () => {
    expect(progressText(7, 10, 70)).toBe('7 of 10');
    expect(progressText(0, 1, 0)).toBe('0%');
    expect(progressText(250, 1000, 25)).toBe('250 of 1,000');
    expect(progressText(undefined, undefined, 40)).toBe('40%');
  });
});
