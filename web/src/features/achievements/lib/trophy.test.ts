import { describe, expect, it } from 'vitest';
import { categoryLabel, completionRate, progressText, rarityColor, rarityColors, remainingCount } from '@/features/achievements/lib/trophy';

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
    expect(rarityColor('legendary')).toBe('#92400e');
    expect(rarityColor('epic', [{ name: 'epic', color: '#111111' }])).toBe('#111111');
    expect(rarityColor('mythic')).toBe('#475569');
  });
  it('shows counts under locked cards', () => {
    expect(progressText(7, 10, 70)).toBe('7 of 10');
    expect(progressText(0, 1, 0)).toBe('0%');
    expect(progressText(250, 1000, 25)).toBe('250 of 1,000');
    expect(progressText(undefined, undefined, 40)).toBe('40%');
  });
});

// WCAG 2 contrast of two sRGB colours given as [r, g, b] in 0..255.
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('rarity badges', () => {
  it('are readable: each name in its colour on a 10% tint of it over white meets 4.5:1', () => {
    for (const [name, hex] of Object.entries(rarityColors)) {
      const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const tint = c.map((v) => (v * 0x1a) / 255 + 255 * (1 - 0x1a / 255));
      expect(contrast(c, tint), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
