import { RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  canReloadForStaleBuild,
  isModuleLoadError,
  isReloadingForStaleBuild,
  reloadForStaleBuild,
} from '@/lib/stale-build';

/* What the app shows instead of a page: the session could not be checked (AuthError), or a page failed (RouteErrorBoundary). */

export function AuthError({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Unavailable');
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="max-w-sm text-center">
        <h1 className="text-xl font-semibold text-slate-900">We couldn&apos;t reach Stride</h1>
        <p className="mt-2 text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * A route module that failed to load again after the reload for a new build
 * (the network dropped, the file is missing) or a page that failed to render.
 */
function RouteError({ missingModule }: { missingModule: boolean }) {
  useDocumentTitle('Something went wrong');
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="max-w-sm text-center">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {missingModule
            ? 'Part of Stride could not be loaded: check your connection, then reload to try again.'
            : 'Reload to try again.'}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </div>
  );
}

interface RouteErrorState {
  failed: boolean;
  /** The failure is a module that could not be fetched. */
  missingModule: boolean;
  /** The page reloads for it (once per build, lib/stale-build.ts): a spinner, not the error. */
  reloading: boolean;
  path: string;
}

/**
 * Shows RouteError instead of the app when a page throws or its module fails
 * to load; going to another path tries again. A module that fails to load
 * (a deploy removed the build this tab runs) first reloads the page, once.
 */
export class RouteErrorBoundary extends Component<{ path: string; children: ReactNode }, RouteErrorState> {
  state: RouteErrorState = { failed: false, missingModule: false, reloading: false, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    const missingModule = isModuleLoadError(error);
    return {
      failed: true,
      missingModule,
      reloading: isReloadingForStaleBuild() || (missingModule && canReloadForStaleBuild()),
    };
  }

  static getDerivedStateFromProps(props: { path: string }, state: RouteErrorState) {
    return props.path === state.path
      ? null
      : { failed: false, missingModule: false, reloading: false, path: props.path };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (reloadForStaleBuild(error)) return;
    console.error(error, info.componentStack);
    // The reload was expected but could not start (storage refused the guard).
    if (this.state.reloading) this.setState({ reloading: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <FullPageSpinner /> : <RouteError missingModule={this.state.missingModule} />;
  }
}
