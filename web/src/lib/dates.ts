/**
 * Dates, money and counts as Stride shows them, in its one locale (US
 * English), written out by hand. The browser's Intl formatters would do the
 * same, but the first one of a page load sets up the locale data: 40-80 ms of
 * main thread on a desktop (measured in Chromium, issue 20), four times that
 * on a phone, on every screen that shows a date or a price. Date's own getters
 * need none of it.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

type Parts = { year: number; month: number; day: number };

const utcParts = (d: Date): Parts => ({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() });

/** `write` applied to a stored timestamp in the reader's time zone; '' for a missing or invalid one. */
function local(value: string | null | undefined, write: (parts: Parts, date: Date) => string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return write({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }, date);
}

const shortDate = ({ year, month, day }: Parts) => `${SHORT_MONTHS[month]} ${day}, ${year}`;

/** A calendar date in the reader's time zone, e.g. 'Oct 5, 2026'; '' for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  return local(value, shortDate);
}

/** A calendar date as stored (UTC), e.g. 'Oct 5, 2026': for dates without a time of day (deadlines, target dates). */
export function formatUtcDate(date: Date): string {
  return shortDate(utcParts(date));
}

/** A calendar date with the month in full, in the reader's time zone: 'October 5, 2026'; '' for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined): string {
  return local(value, ({ year, month, day }) => `${MONTHS[month]} ${day}, ${year}`);
}

/** Day first, as the trophy case shows unlock dates: '23 Nov 2026'; '' for a missing or invalid date. */
export function formatDayMonthYear(value: string | null | undefined): string {
  return local(value, ({ year, month, day }) => `${day} ${SHORT_MONTHS[month]} ${year}`);
}

/** A date and time of day in the reader's time zone: 'Nov 27, 2026, 9:05 AM'; '' for a missing or invalid date. */
export function formatDateTime(value: string | null | undefined): string {
  return local(value, (parts, date) => {
    const hours = date.getHours();
    const minutes = String(date.getMinutes()).padStart(2, '0');
    return `${shortDate(parts)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  });
}

/** The short name of a month (0 = January): 'Jan'. */
export function shortMonthName(month: number): string {
  return SHORT_MONTHS[((month % 12) + 12) % 12];
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number with thousands separators: 12,000 (rounded, half away from zero). */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(Math.abs(n));
  return `${n < 0 && rounded !== 0 ? '-' : ''}${groupThousands(String(rounded))}`;
}

/** Dollars with a sign, thousands separators and `decimals` places: '$1,234.50', '-$5'. */
export function formatDollars(amount: number, decimals: 0 | 2): string {
  if (!Number.isFinite(amount)) return '';
  const [whole, fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const negative = amount < 0 && Number(whole) + Number(fraction ?? 0) !== 0;
  return `${negative ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const ZONE_KEY = 'stride-time-zone';
let zone: string | undefined;

/** The part of TC39 Temporal that browserTimeZone uses (Chromium 144+, Firefox 139+). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone ('UTC' when it cannot tell). Temporal knows
 * it at no cost where the browser has it. Otherwise only Intl does, and
 * Intl's first formatter costs tens of milliseconds of main thread, so the
 * zone is kept in localStorage beside its UTC offsets in January and July:
 * a later visit with the same offsets (the same zone, as far as calendar
 * days go) reads it back without setting up Intl's data.
 */
export function browserTimeZone(): string {
  if (zone !== undefined) return zone;
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const id = temporal?.Now.timeZoneId();
    if (typeof id === 'string' && id) return (zone = id);
  } catch {
    // a partial Temporal: ask the stored entry or Intl
  }
  const year = new Date().getFullYear();
  const offsets = `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(ZONE_KEY) ?? 'null');
    if (saved && typeof saved === 'object' && 'zone' in saved && 'offsets' in saved && saved.offsets === offsets && typeof saved.zone === 'string' && saved.zone) {
      return (zone = saved.zone);
    }
  } catch {
    // unreadable or blocked storage: ask Intl
  }
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    zone = 'UTC';
  }
  try {
    localStorage.setItem(ZONE_KEY, JSON.stringify({ zone, offsets }));
  } catch {
    // storage full or blocked: asked again next visit
  }
  return zone;
}

/** For tests: forget the zone read in this page load. */
export function resetTimeZoneForTests(): void {
  zone = undefined;
}
