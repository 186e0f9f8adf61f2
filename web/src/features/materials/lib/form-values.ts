import { DEFAULT_WORD_LIMIT } from '@/features/materials/lib/options';

/** Seed 001 §5: comma-separated, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Seed 001 §5: the word limit is parsed as an integer, default 200. */
export function parseWordLimit(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? DEFAULT_WORD_LIMIT : value;
}

/**
 * Words as a person counts them: runs between spaces holding a letter or a
 * digit. The same rule as the server's (stride.WordCount).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
