import { formatInteger } from '@/lib/dates';

/** Seed 001 §9 demand health tiers: 80 or more green, 60 or more yellow, else red. */
export type Tier = 'green' | 'yellow' | 'red';

export function healthTier(score: number): Tier {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Colours of each tier: text and badge classes, and the chart fill. */
export const tierStyles: Record<Tier, { text: string; badge: string; fill: string; label: string }> = {
  green: { text: 'text-green-700', badge: 'bg-green-50 text-green-700', fill: '#16a34a', label: 'Strong' },
  yellow: { text: 'text-amber-700', badge: 'bg-amber-50 text-amber-700', fill: '#d97706', label: 'Moderate' },
  red: { text: 'text-red-700', badge: 'bg-red-50 text-red-700', fill: '#dc2626', label: 'Weak' },
};

/** Seed 001 §9: salary ranges are shown in thousands of dollars. */
export function salaryRangeText(range: { min: number; max: number } | null): string {
  if (!range || (range.min <= 0 && range.max <= 0)) return 'Not known';
  const k = (n: number) => `$${Math.round(n / 1000)}k`;
  return range.min === range.max ? k(range.min) : `${k(range.min)} - ${k(range.max)}`;
}

/** A signed percentage with one decimal: +12.3%, -4.0%. */
export function signedPercent(x: number): string {
  return `${x > 0 ? '+' : ''}${x.toFixed(1)}%`;
}

/** A count of people in words: 1.2 million, 45,300. */
export function peopleCount(n: number): string {
  if (Math.abs(n) >= 1e6) return `${(n / 1e6).toFixed(1)} million`;
  return formatInteger(n);
}

/** A 0-1 figure as a whole percent. */
export function percentOf(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** Urgency badge classes, most pressing first (seed 001 §3.2). */
export const urgencyStyles: Record<'critical' | 'high' | 'medium' | 'low', string> = {
  critical: 'bg-red-600 text-white',
  high: 'bg-red-50 text-red-700',
  medium: 'bg-amber-50 text-amber-700',
  low: 'bg-slate-100 text-slate-700',
};
