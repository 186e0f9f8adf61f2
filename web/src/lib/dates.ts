/**
 * Dates and numbers as Stride shows them. Each formatter is made once: a
 * toLocaleString call with a locale or options makes a new one every time,
 * and the first one of a page load sets up the browser's locale data, which
 * takes tens of milliseconds on a phone (issue 20). prepareFormatters() does
 * that setup in a task of its own while the first page's data is on its way.
 */
let local: Intl.DateTimeFormat | undefined;
let utc: Intl.DateTimeFormat | undefined;
let integer: Intl.NumberFormat | undefined;
let zone: string | undefined;

const shortDate = () => (local ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

/** A calendar date in the reader's time zone, e.g. 'Oct 5, 2026'; '' for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return shortDate().format(date);
}

/** A calendar date as stored (UTC), e.g. 'Oct 5, 2026': for dates without a time of day (deadlines, target dates). */
export function formatUtcDate(date: Date): string {
  utc ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return utc.format(date);
}

/** A whole number with thousands separators: 12,000. */
export function formatInteger(n: number): string {
  integer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return integer.format(n);
}

/** The browser's IANA time zone ('UTC' when it cannot tell). */
export function browserTimeZone(): string {
  if (zone === undefined) {
    try {
      zone = shortDate().resolvedOptions().timeZone || 'UTC';
    } catch {
      zone = 'UTC';
    }
  }
  return zone;
}

/** Sets up the locale data and the common formatters ahead of the first screen that needs them. */
export function prepareFormatters(): void {
  browserTimeZone();
  formatInteger(0);
}
