/**
 * A tab opened before a deploy runs the earlier build: its route modules
 * name scripts the server no longer has (they answer 404), so opening a
 * page whose module is not loaded yet fails. Reloading fetches the new
 * build's index.html, whose scripts exist. The reload happens once per
 * build: if the same build fails again after it (the network is down, the
 * file is really missing), the error screen shows with a Reload button
 * instead of reloading in a loop.
 */

/** sessionStorage key holding the build that was reloaded for a missing module. */
export const RELOADED_BUILD_KEY = 'stride-reloaded-build';

/**
 * The URL of the script that holds this module: the entry chunk, whose name
 * carries a hash of the whole build (it names every other chunk).
 */
export const currentBuild = import.meta.url;

/** How the page reloads; a test replaces it (jsdom cannot navigate). */
export const pageReload = { reload: () => window.location.reload() };

let reloading = false;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether an error is a script or stylesheet of the app that could not be
 * fetched: a dynamic import that failed (Chromium, Firefox and Safari word
 * it differently) or a stylesheet Vite could not preload, also when another
 * error wraps it (as its cause).
 */
export function isModuleLoadError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/dynamically imported module|importing a module script failed|unable to preload css/i.test(e.message)) return true;
  }
  return false;
}

/** Whether a reload for a missing module may still happen in this build (it has not yet). */
export function canReloadForStaleBuild(): boolean {
  const store = storage();
  // Without storage the guard cannot hold, so no automatic reload at all.
  return store !== null && store.getItem(RELOADED_BUILD_KEY) !== currentBuild;
}

/** Whether the page is reloading for a missing module (show a spinner, not an error). */
export function isReloadingForStaleBuild(): boolean {
  return reloading;
}

/**
 * Reloads the page once per build for a module that failed to load; returns
 * whether it did. Any other error, or a second failure in the same build,
 * is left to the error screen.
 */
export function reloadForStaleBuild(error: unknown): boolean {
  if (reloading) return true;
  if (!isModuleLoadError(error) || !canReloadForStaleBuild()) return false;
  try {
    storage()?.setItem(RELOADED_BUILD_KEY, currentBuild);
  } catch {
    return false; // unguarded: never reload
  }
  reloading = true;
  pageReload.reload();
  return true;
}

/**
 * Vite reports a route module or one of its scripts or stylesheets that
 * failed to load as `vite:preloadError` before the import rejects: the reload
 * starts here, also for a module only prefetched. The import still rejects
 * (the event is not cancelled), and the page's error boundary, seeing the
 * reload under way, shows a spinner rather than the error.
 */
export function listenForStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadForStaleBuild(event.payload);
  });
}
