/**
 * The number of applications on the My Applications tab. Until the list has
 * loaded the count is unknown, so a placeholder shows instead of a "0" that
 * would flash and then change.
 */
export function ApplicationsCount({ count }: { count: number | undefined }) {
  const className = 'rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 tabular-nums';
  if (count === undefined) {
    return (
      <span className={className} data-testid="applications-count" aria-busy="true">
        <span aria-hidden="true">…</span>
        <span className="sr-only">loading count</span>
      </span>
    );
  }
  return (
    <span className={className} data-testid="applications-count">
      {count}
    </span>
  );
}
