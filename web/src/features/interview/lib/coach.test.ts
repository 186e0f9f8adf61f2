import { describe, expect, it } from 'vitest';
import {
  clampLevel,
  defaultJobTitle,
  formatTenths,
  interviewTypeLabel,
  jobTitleError,
  jobTitleOptions,
  jobTitles,
  levelLabel,
  nextLevel,
  scoreBadgeVariant,
  scoreTextClass,
  scoreTone,
} from '@/features/interview/lib/coach';

describe('nextLevel (seed 001 §4: raise at 8+, lower at 4 or less, 1-5)', () => {
  it.each([
    [1, 8, 2],
    [1, 10, 2],
    [3, 8, 4],
    [4, 9, 5],
    [5, 8, 5],
    [5, 10, 5],
  ])('level %i with score %i → %i (raise, capped at 5)', (level, score, expected) => {
    expect(nextLevel(level, score)).toBe(expected);
  });

  it.each([
    [3, 4, 2],
    [3, 0, 2],
    [2, 4, 1],
    [1, 4, 1],
    [1, 0, 1],
  ])('level %i with score %i → %i (lower, floored at 1)', (level, score, expected) => {
    expect(nextLevel(level, score)).toBe(expected);
  });

  it.each([
    [1, 5],
    [3, 5],
    [3, 6],
    [3, 7],
    [5, 7],
    [1, 7.9],
    [3, 4.1],
  ])('level %i with score %s stays', (level, score) => {
    expect(nextLevel(level, score)).toBe(level);
  });

  it('treats an out-of-range level as the nearest valid one', () => {
    expect(nextLevel(0, 5)).toBe(1);
    expect(nextLevel(9, 9)).toBe(5);
    expect(clampLevel(Number.NaN)).toBe(1);
  });
});

describe('levelLabel', () => {
  it('names the five levels', () => {
    expect([1, 2, 3, 4, 5].map(levelLabel)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master']);
  });
});

describe('scoreTone (seed 001 §9: 8+ green, 6+ yellow, otherwise red)', () => {
  it.each([
    [10, 'green'],
    [8, 'green'],
    [7.9, 'yellow'],
    [6, 'yellow'],
    [5.9, 'red'],
    [0, 'red'],
  ] as const)('%s → %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it('maps each tone to its classes and badge', () => {
    expect(scoreTextClass(8)).toBe('text-green-600');
    expect(scoreTextClass(6)).toBe('text-amber-600');
    expect(scoreTextClass(5)).toBe('text-red-600');
    expect(scoreBadgeVariant(9)).toBe('success');
    expect(scoreBadgeVariant(7)).toBe('warning');
    expect(scoreBadgeVariant(2)).toBe('destructive');
  });
});

describe('labels and figures', () => {
  it('reads interview types', () => {
    expect(interviewTypeLabel('case-study')).toBe('Case Study');
    expect(interviewTypeLabel('emotional-intelligence')).toBe('Emotional Intelligence');
    expect(interviewTypeLabel('behavioral')).toBe('Behavioral');
    expect(interviewTypeLabel('mock')).toBe('Mock');
    expect(interviewTypeLabel(null)).toBe('Interview');
  });

  it('shows at most one decimal', () => {
    expect(formatTenths(7)).toBe('7');
    expect(formatTenths(7.25)).toBe('7.3');
    expect(formatTenths(6.666)).toBe('6.7');
  });
});

describe('the roles the setup offers', () => {
  it('puts the user’s own title first when the seed’s list does not have it', () => {
    expect(jobTitleOptions('Registered Nurse')).toEqual(['Registered Nurse', ...jobTitles]);
    expect(jobTitleOptions(' data scientist ')).toEqual([...jobTitles]);
    expect(jobTitleOptions(null)).toEqual([...jobTitles]);
    expect(jobTitleOptions('   ')).toEqual([...jobTitles]);
  });

  it('opens on the user’s title, spelled as listed when it is listed', () => {
    expect(defaultJobTitle(['data scientist', 'Nurse'])).toBe('Data Scientist');
    expect(defaultJobTitle([null, ' Electrician '])).toBe('Electrician');
    expect(defaultJobTitle([null, ''])).toBe('Product Manager');
  });

  it('takes a typed role of 1 to 100 characters', () => {
    expect(jobTitleError('  ')).toBe('Job title is required');
    expect(jobTitleError('x'.repeat(101))).toBe('Job title must be at most 100 characters');
    expect(jobTitleError(' Welder ')).toBeNull();
  });
});
