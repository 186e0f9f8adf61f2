/** Application statuses in pipeline order (seed 001 §4). */
export const applicationStatuses = ['applied', 'screening', 'interview', 'offer', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value);
}

/** 'interview' → 'Interview'. */
export function statusLabel(status: string): string {
  if (!status) return '';
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}

/** Each status has its own badge colours (seed 001 §4). */
const statusClasses: Record<ApplicationStatus, string> = {
  applied: 'border-transparent bg-brand-50 text-brand-700',
  screening: 'border-transparent bg-amber-50 text-amber-800',
  interview: 'border-transparent bg-violet-50 text-violet-700',
  offer: 'border-transparent bg-green-50 text-green-700',
  rejected: 'border-transparent bg-red-50 text-red-700',
};

/** The dot colour used in the status history and the overview. */
const statusDotClasses: Record<ApplicationStatus, string> = {
  applied: 'bg-brand-500',
  screening: 'bg-amber-500',
  interview: 'bg-violet-500',
  offer: 'bg-green-500',
  rejected: 'bg-red-500',
};

export function statusBadgeClass(status: string): string {
  const key = status.toLowerCase();
  return isApplicationStatus(key) ? statusClasses[key] : 'border-transparent bg-muted text-slate-700';
}

export function statusDotClass(status: string): string {
  const key = status.toLowerCase();
  return isApplicationStatus(key) ? statusDotClasses[key] : 'bg-slate-400';
}

/** Counts per status, every status present (0 when none). */
export function countByStatus(applications: ReadonlyArray<{ status: string }>): Record<ApplicationStatus, number> {
  const counts: Record<ApplicationStatus, number> = { applied: 0, screening: 0, interview: 0, offer: 0, rejected: 0 };
  for (const { status } of applications) {
    const key = status.toLowerCase();
    if (isApplicationStatus(key)) counts[key] += 1;
  }
  return counts;
}

/** `YYYY-MM-DD` of a timestamp in local time, for a date input. */
export function toDateInputValue(value: string | null | undefined, fallback = new Date()): string {
  const date = value ? new Date(value) : fallback;
  const d = Number.isNaN(date.getTime()) ? fallback : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A date input's `YYYY-MM-DD` as a full ISO timestamp (local midnight), or undefined when empty/invalid. */
export function dateInputToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** When an application was made: appliedDate, else appliedAt, else createdAt. */
export function appliedOn(app: { appliedDate?: string | null; appliedAt?: string | null; createdAt?: string | null }): string | null {
  return app.appliedDate ?? app.appliedAt ?? app.createdAt ?? null;
}

/** One entry of an application's status history. */
export interface StatusChange {
  status: string;
  changedAt: string;
}
