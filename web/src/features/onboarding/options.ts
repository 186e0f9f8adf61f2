/** Seed 000 §3: the ten career goal options, exact texts. */
export const careerGoalOptions = [
  'Career advancement/promotion',
  'Salary increase',
  'Skill development',
  'Industry transition',
  'Remote work opportunities',
  'Leadership roles',
  'Work-life balance',
  'Entrepreneurship',
  'International opportunities',
  'Creative freedom',
] as const;

/** Seed 000 §3: the 20 suggested skills. */
export const suggestedSkills = [
  'JavaScript',
  'Python',
  'React',
  'Node.js',
  'SQL',
  'AWS',
  'Docker',
  'Git',
  'Project Management',
  'Data Analysis',
  'Machine Learning',
  'UI/UX Design',
  'Communication',
  'Leadership',
  'Problem Solving',
  'Team Collaboration',
  'Digital Marketing',
  'Content Writing',
  'Sales',
  'Customer Service',
] as const;

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether `item` is in `list`, ignoring case and surrounding spaces. */
export function hasItem(list: readonly string[], item: string): boolean {
  return list.some((existing) => sameText(existing, item));
}

/**
 * Seed 000 §5: a custom skill is trimmed and ignored when empty or already
 * selected (case-insensitively). Returns the same list when nothing changes.
 */
export function addSkill(list: readonly string[], raw: string): string[] {
  const skill = raw.trim().replace(/\s+/g, ' ');
  if (!skill || hasItem(list, skill)) return [...list];
  return [...list, skill];
}

/** Removes `item` (any case) from `list`. */
export function removeItem(list: readonly string[], item: string): string[] {
  return list.filter((existing) => !sameText(existing, item));
}

/** Seed 000 §5: selections are toggles with no duplicates. */
export function toggleItem(list: readonly string[], item: string): string[] {
  return hasItem(list, item) ? removeItem(list, item) : [...list, item];
}
