/** An unread badge: nothing for 0, the count up to 9, then '9+' (seed 000 §9). */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}
