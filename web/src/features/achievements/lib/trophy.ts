import { formatDayMonthYear, formatInteger } from '@/lib/dates';

/**
 * The trophy case's figures and labels (seed 001 §2.10, §3.2, §9). Pure
 * functions: no React, no network.
 */

/** Seed 001 §9: unlocked over total, rounded to a percent, total taken as at least 1. */
export function completionRate(unlocked: number, total: number): number {
  return Math.round((unlocked * 100) / Math.max(total, 1));
}

/** How many achievements are still locked. */
export function remainingCount(unlocked: number, total: number): number {
  return Math.max(total - unlocked, 0);
}

/** Category names (seed 001 §3.2) as headings. */
export const categoryLabels: Record<string, string> = {
  application: 'Applications',
  interview: 'Interviews',
  skill: 'Skills',
  network: 'Network',
  milestone: 'Milestones',
  learning: 'Learning',
  career: 'Career',
};

export function categoryLabel(name: string): string {
  return categoryLabels[name] ?? (name ? name[0].toUpperCase() + name.slice(1) : name);
}

/** Rarity colours: the server sends them; these are the same, for a response without them. */
export const rarityColors: Record<string, string> = {
  common: '#475569',
  rare: '#1d4ed8',
  epic: '#7c3aed',
  legendary: '#92400e',
};

export function rarityColor(rarity: string, fromServer: ReadonlyArray<{ name: string; color: string }> = []): string {
  return fromServer.find((r) => r.name === rarity)?.color ?? rarityColors[rarity] ?? rarityColors.common;
}

export function rarityLabel(rarity: string): string {
  return rarity ? rarity[0].toUpperCase() + rarity.slice(1) : 'Common';
}

/** "7 of 10" under a locked card's bar, when the server says what it counts. */
export function progressText(current: number | undefined, target: number | undefined, progress: number): string {
  if (typeof current === 'number' && typeof target === 'number' && target > 1) {
    return `${formatInteger(current)} of ${formatInteger(target)}`;
  }
  return `${progress}%`;
}

/** A date as the trophy case shows it: 23 Nov 2026. */
export function formatUnlockDate(value: string | null | undefined): string {
  return formatDayMonthYear(value);
}
