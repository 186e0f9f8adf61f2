/**
 * Starts fetching a module that a lazy component will need (a dialog, a
 * form, a tab). A failure is ignored here: the component that renders it
 * meets the same failure and shows it.
 */
export function prefetch(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}

/**
 * Props for the button that opens a lazily loaded part: fetching starts when
 * the pointer or keyboard focus reaches it, a head start on the click
 * (issue 20).
 */
export function prefetchOnIntent(load: () => Promise<unknown>) {
  const start = () => prefetch(load);
  return { onPointerEnter: start, onFocus: start };
}
