import { describe, expect, it } from 'vitest';
import { countWords, parseWordLimit, splitList } from '@/features/materials/lib/form-values';

describe('materials form values (seed 001 §5)', () => {
  it('splits comma lists, trimming and dropping empties', () => {
    expect(splitList(' Go, ,Kubernetes ,, team work ')).toEqual(['Go', 'Kubernetes', 'team work']);
    expect(splitList('')).toEqual([]);
  });

  it('parses the word limit as an integer with 200 by default', () => {
    expect(parseWordLimit('150')).toBe(150);
    expect(parseWordLimit(' 99 words')).toBe(99);
    expect(parseWordLimit('')).toBe(200);
    expect(parseWordLimit('many')).toBe(200);
  });

  it('counts words as a person would', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('state-of-the-art design')).toBe(2);
    expect(countWords('a — b')).toBe(2);
    expect(countWords('• Led 4 teams.\n\nDone')).toBe(4);
  });
});
