import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  challengeToast,
  difficultyTier,
  formatCountdown,
  levelProgress,
  moveItem,
  PASSING_SCORE,
  visibleSkills,
} from '@/features/learning/lib/learning';

describe('learning rules on screen', () => {
  it('colours difficulty by the seed tiers', () => {
    expect([1, 3, 4, 7, 8, 10].map((d) => difficultyTier(d))).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
    expect(['beginner', 'Intermediate', 'advanced'].map((d) => difficultyTier(d))).toEqual(['green', 'yellow', 'red']);
  });
  it('shows three skills and +N more', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], more: 2 });
    expect(visibleSkills(['a'])).toEqual({ visible: ['a'], more: 0 });
  });
  it('says Level up! only when the server says so, and defaults to 50 XP', () => {
    const pass = { passed: true, score: 100, late: false };
    expect(challengeToast({ ...pass, xpGained: 40, levelUp: false })).toEqual({
      title: 'Challenge Completed!',
      description: 'You earned 40 XP!',
    });
    expect(challengeToast({ ...pass, xpGained: 40, levelUp: true }).description).toBe('You earned 40 XP! Level up!');
    expect(challengeToast(pass).description).toBe('You earned 50 XP!');
  });
  it('says an attempt below the pass mark did not pass, with its score and the mark', () => {
    expect(challengeToast({ passed: false, score: 40, late: false, xpGained: 0, levelUp: false })).toEqual({
      title: 'Not passed yet',
      description: "You scored 40%; 70% is needed to pass. Try again when you're ready.",
    });
    expect(challengeToast({ passed: false, score: 33, late: false, xpGained: 13, levelUp: true }).description).toBe(
      "You scored 33%; 70% is needed to pass. Try again when you're ready. You earned 13 XP. Level up!",
    );
    // A mark sent with the result wins; the decision is always the server's `passed`.
    expect(challengeToast({ passed: false, score: 75, late: false, passingScore: 80 }).description).toBe(
      "You scored 75%; 80% is needed to pass. Try again when you're ready.",
    );
    expect(challengeToast({ passed: false, score: 90, late: true, xpGained: 0 })).toEqual({
      title: 'Not passed yet',
      description: "You scored 90%, but after the time ran out, so this attempt does not count. Try again when you're ready.",
    });
  });
  it('names the pass mark the server uses', () => {
    // The tests run in web/; learning.go is the repository's root package.
    const go = readFileSync(resolve(process.cwd(), '../learning.go'), 'utf8');
    expect(/\bPassingScore\s*=\s*(\d+)/.exec(go)?.[1]).toBe(String(PASSING_SCORE));
  });
  it('computes level progress and countdowns', () => {
    expect(levelProgress(150, 100, 300)).toBe(25);
    expect(levelProgress(0, 0, 100)).toBe(0);
    expect(formatCountdown(305)).toBe('5:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
  it('moves ordering items within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
