import { describe, expect, it } from 'vitest';
import { addSkill, careerGoalOptions, hasItem, removeItem, suggestedSkills, toggleItem } from '@/features/onboarding/options';

describe('career goals and suggested skills (seed 000 §3)', () => {
  it('has the ten goals and 20 skills, without duplicates', () => {
    expect(careerGoalOptions).toHaveLength(10);
    expect(careerGoalOptions[0]).toBe('Career advancement/promotion');
    expect(careerGoalOptions[9]).toBe('Creative freedom');
    expect(suggestedSkills).toHaveLength(20);
    expect(new Set(suggestedSkills.map((s) => s.toLowerCase())).size).toBe(20);
    expect(suggestedSkills).toContain('UI/UX Design');
  });
});

describe('skill chips (seed 000 §5)', () => {
  it('adds a trimmed custom skill', () => {
    expect(addSkill(['Python'], '  Figma  ')).toEqual(['Python', 'Figma']);
    expect(addSkill([], 'Product   Strategy')).toEqual(['Product Strategy']);
  });

  it('ignores an empty skill', () => {
    expect(addSkill(['Python'], '   ')).toEqual(['Python']);
    expect(addSkill([], '')).toEqual([]);
  });

  it('ignores a skill already selected, whatever its case', () => {
    expect(addSkill(['Python'], 'python')).toEqual(['Python']);
    expect(addSkill(['Node.js'], ' NODE.JS ')).toEqual(['Node.js']);
  });

  it('toggles without duplicates and removes by name', () => {
    expect(toggleItem(['SQL'], 'Git')).toEqual(['SQL', 'Git']);
    expect(toggleItem(['SQL', 'Git'], 'Git')).toEqual(['SQL']);
    expect(toggleItem(['python'], 'Python')).toEqual([]);
    expect(removeItem(['SQL', 'Git'], 'sql')).toEqual(['Git']);
    expect(hasItem(['React'], 'react')).toBe(true);
  });
});
