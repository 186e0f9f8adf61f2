import { formatDate } from '@/lib/dates';

const DAY = 86_400_000;

const typeLabels: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

/** 'full-time' → 'Full-time'; unknown types are capitalised. */
export function jobTypeLabel(type: string): string {
  if (!type) return '';
  return typeLabels[type.toLowerCase()] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * When a job was posted: 'Today', 'Yesterday', 'N days ago', 'N weeks ago'
 * within a month, else the date.
 */
export function formatPostedDate(value: string | null | undefined, now: Date | number = Date.now()): string {
  if (!value) return '';
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const nowDate = new Date(now);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(nowDate) - startOf(then)) / DAY);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 31) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return formatDate(value);
}

/** The salary as the posting gives it ('$86k - $105k', '$32 - $40 / hour'), trimmed; '' when absent. */
export function formatSalary(salary: string | null | undefined): string {
  return salary?.trim().replace(/\s*\/\s*hour$/i, ' / hour') ?? '';
}

/** The company's initial for the logo placeholder. */
export function companyInitial(company: string): string {
  return company.trim().charAt(0).toUpperCase() || '?';
}

/** The match banner's wording: 'Great Match' from 80, softer below. */
export function matchHeadline(score: number): string {
  if (score >= 80) return 'Great Match';
  if (score >= 60) return 'Good Match';
  if (score >= 40) return 'Fair Match';
  return 'Stretch Role';
}

/** Badge colours of a match score. */
export function matchTone(score: number): 'high' | 'medium' | 'low' {
  if (score >= 80) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

/** Splits a plain-text description into paragraphs and bullet lists ("• " lines). */
export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const bullet = /^[•\-*]\s+(.*)$/.exec(line);
    if (bullet) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(bullet[1]);
      else blocks.push({ kind: 'list', items: [bullet[1]] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
