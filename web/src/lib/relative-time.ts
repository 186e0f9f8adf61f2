const MINUTE = 60_000;

/**
 * Seed 000 §9: under 1 minute 'Just now'; then 'Nm ago'; 'Nh ago' while under
 * 1440 minutes; then 'Nd ago'. Times in the future read 'Just now'.
 */
export function formatRelativeTime(value: string | number | Date, now: Date | number = Date.now()): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((nowMs - then) / MINUTE);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h ago`;
  return `${Math.floor(minutes / 1440)}d ago`;
}
