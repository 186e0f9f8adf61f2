import { describe, expect, it } from 'vitest';
import {
  challengeToast,
  difficultyTier,
  formatCountdown,
  levelProgress,
  moveItem,
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
    expect(challengeToast(40, false)).toEqual({ title: 'Challenge Completed!', description: 'You earned 40 XP!' });
    expect(challengeToast(40, true).description).toBe('You earned 40 XP! Level up!');
    expect(challengeToast(undefined, false).description).toBe('You earned 50 XP!');
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
