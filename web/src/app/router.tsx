import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Route, Switch } from 'wouter';
import { RedirectSignedIn, RequireAccount, RequireUser } from '@/app/guards';
import { LazyToaster } from '@/app/lazy-toaster';
import { AppLayout } from '@/app/layout/components/app-layout';
import { AuthError, RouteErrorBoundary } from '@/app/route-error';
import type { PrefetchPageData } from '@/app/route-types';
import { loadSignedInChrome } from '@/app/layout/components/signed-in-chrome';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { getAuthToken } from '@/lib/auth-token';
import { prefetch } from '@/lib/prefetch';
import { usePathname } from '@/lib/router';
import { userQueryKey, useUser } from '@/lib/user';
import type { User } from '@/types/api';

/**
 * The one route tree of the app (seed 000 §2, DESIGN.md). Every URL is
 * declared once, here; guards are layout routes:
 * - RequireUser: a signed-out visitor goes to /login?next=<path> and comes back;
 * - RedirectSignedIn: a signed-in user opening /login or /register goes to `next`;
 * - RequireAccount: onboarding steps send a signed-out visitor to /register,
 *   carrying the chosen plan and the step to return to.
 * Route modules are lazy; the first page's module is fetched while the
 * session is checked, so neither waits for the other. The router is wouter
 * (src/lib/router.tsx): Stride has no loaders or actions, and wouter costs
 * about 3 KB where React Router cost 13.5 KB on every first visit.
 */

type SignedInRoute = ComponentType<{ user: User }>;

/** A signed-in route module: its page and, optionally, how to start its reads early (startFirstPageData). */
interface SignedInRouteModule {
  default: SignedInRoute;
  prefetchData?: PrefetchPageData;
}

/** The signed-in user; only under RequireUser or RequireAccount, where it is known. */
function useSignedInUser(): User {
  const user = useUser().data;
  if (!user) throw new Error('useSignedInUser outside a signed-in route');
  return user;
}

/** A lazy page: the element to render, and how to fetch its module ahead of time. */
interface LazyPage {
  element: ReactNode;
  handle: { load: () => Promise<unknown>; prefetchData?: PrefetchPageData };
}

/**
 * A page's module for lazy(), handed over a browser task after it is in:
 * the page is then drawn in a task of its own, not in the one that drew the
 * navigation around it (the module is often in before the session is known,
 * and lazy() would draw both in one long task; issue 20).
 */
function pageModule<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().then((m) => new Promise<T>((resolve) => setTimeout(() => resolve(m), 0)));
}

/** A lazy route module whose default export takes the signed-in user. */
function withUser(load: () => Promise<SignedInRouteModule>): LazyPage {
  const Page = lazy(pageModule(load));
  function WithUser() {
    return <Page user={useSignedInUser()} />;
  }
  const prefetchData: PrefetchPageData = (client, user, url) =>
    void load().then((m) => m.prefetchData?.(client, user, url), () => undefined);
  return { element: <WithUser />, handle: { load, prefetchData } };
}

/** A lazy route module whose default export takes no props. */
function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const Page = lazy(pageModule(load));
  return { element: <Page />, handle: { load } };
}

const loadHome = () => import('@/app/routes/home');
const HomeRoute = lazy(pageModule(loadHome));
// The landing page is its own module too, so that signed-in screens do not
// download it; the router fetches it early for a signed-out visitor.
const loadLanding = () => import('@/app/routes/landing');
const LandingRoute = lazy(pageModule(loadLanding));
const loadNotFound = () => import('@/app/routes/not-found');

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-6" label="Loading page" />
    </div>
  );
}

/** '/': the welcome page when signed in, the landing page when not. */
function IndexRoute() {
  const user = useUser().data;
  return (
    <Suspense fallback={<PageFallback />}>{user ? <HomeRoute user={user} /> : <LandingRoute />}</Suspense>
  );
}

/** Seed 000 §2: loading spinner, then the page inside the navigation for the signed-in or signed-out visitor. */
function Root({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useUser();
  let page: ReactNode;
  if (isPending) page = <FullPageSpinner />;
  else if (isError) page = <AuthError onRetry={() => void refetch()} />;
  else
    page = (
      <AppLayout user={user}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </AppLayout>
    );
  return (
    <>
      {page}
      <LazyToaster />
    </>
  );
}

type Guard = typeof RequireUser;

/** One route: its path (without the leading slash), its page and the guard around it. */
type AppRoute = LazyPage & { path: string; guard?: Guard };

/**
 * The route table, made once per mount of the app. The build reads the
 * paths and modules from it (route-preloads in vite.config.ts): keep each
 * route's `path` and `...page(() => import(…))` together on one line.
 */
function createRoutes(): AppRoute[] {
  return [
    { path: 'login', ...page(() => import('@/app/routes/login')), guard: RedirectSignedIn },
    { path: 'register', ...page(() => import('@/app/routes/register')), guard: RedirectSignedIn },
    { path: 'forgot-password', ...page(() => import('@/app/routes/forgot-password')) },
    { path: 'reset-password', ...page(() => import('@/app/routes/reset-password')) },
    { path: 'verify-email', ...page(() => import('@/app/routes/verify-email')) },
    { path: 'subscribe', ...page(() => import('@/app/routes/subscribe')) },
    { path: 'payment', ...page(() => import('@/app/routes/payment')) },
    { path: 'payment-success', ...page(() => import('@/app/routes/payment-success')) },
    { path: 'about-data', ...page(() => import('@/app/routes/about-data')) },
    { path: 'onboarding/profile', ...withUser(() => import('@/app/routes/onboarding-profile')), guard: RequireAccount },
    { path: 'onboarding/preferences', ...withUser(() => import('@/app/routes/onboarding-preferences')), guard: RequireAccount },
    { path: 'dashboard', ...withUser(() => import('@/app/routes/dashboard')), guard: RequireUser },
    { path: 'profile', ...withUser(() => import('@/app/routes/profile')), guard: RequireUser },
    { path: 'profile/security', ...withUser(() => import('@/app/routes/security')), guard: RequireUser },
    { path: 'downloads', ...page(() => import('@/app/routes/downloads')), guard: RequireUser },
    { path: 'jobs', ...withUser(() => import('@/app/routes/jobs')), guard: RequireUser },
    { path: 'jobs/:jobId/apply', ...withUser(() => import('@/app/routes/job-apply')), guard: RequireUser },
    { path: 'applications', ...withUser(() => import('@/app/routes/tracker')), guard: RequireUser },
    { path: 'tracker', ...withUser(() => import('@/app/routes/tracker')), guard: RequireUser },
    { path: 'interview', ...withUser(() => import('@/app/routes/interview')), guard: RequireUser },
    { path: 'resume', ...withUser(() => import('@/app/routes/resume')), guard: RequireUser },
    { path: 'career', ...withUser(() => import('@/app/routes/career')), guard: RequireUser },
    { path: 'market-intelligence', ...page(() => import('@/app/routes/market-intelligence')), guard: RequireUser },
    { path: 'market-intel', ...page(() => import('@/app/routes/market-intelligence')), guard: RequireUser },
    { path: 'trophy-case', ...page(() => import('@/app/routes/trophy-case')), guard: RequireUser },
    { path: 'learning', ...page(() => import('@/app/routes/learning')), guard: RequireUser },
    { path: 'application-materials', ...withUser(() => import('@/app/routes/application-materials')), guard: RequireUser },
  ];
}

const notFound = page(loadNotFound);

/** The routes matching a path: the first of the table that does (none for '/' and unknown paths). */
function matchRoutes(routes: AppRoute[], pathname: string): AppRoute[] {
  const route = routes.find((r) => parse(`/${r.path}`).pattern.test(pathname));
  return route ? [route] : [];
}

/**
 * What the first page needs besides the session, fetched while the session
 * is checked: its route module, and the signed-in navigation when a token
 * is stored.
 */
function prefetchFirstPage(routes: AppRoute[]) {
  const signedIn = Boolean(getAuthToken());
  if (signedIn) prefetch(loadSignedInChrome);
  if (window.location.pathname === '/') prefetch(signedIn ? loadHome : loadLanding);
  const [route] = matchRoutes(routes, window.location.pathname);
  if (route) prefetch(route.handle.load);
  else if (window.location.pathname !== '/') prefetch(loadNotFound);
}

// Who started the first page's modules: main.tsx as the app's script
// starts (startFirstPage), or the first router drawn when that came first
// (a signed-out visit draws at once; tests draw without main.tsx).
let startedAtBoot = false;
let startedByRouter = false;
let bootRoutes: AppRoute[] | null = null;

/**
 * Starts fetching and evaluating the first page's modules as the app's
 * script starts, before the session is known (main.tsx).
 */
export function startFirstPage() {
  if (startedByRouter) return;
  startedAtBoot = true;
  bootRoutes ??= createRoutes();
  prefetchFirstPage(bootRoutes);
}

/**
 * Starts the first page's reads the moment the session is known, before the
 * app is drawn (main.tsx), for a route module that exports prefetchData.
 * Left to the page, they would start only after its first render had been
 * painted and its effects had run, in the same task as those effects: with
 * a phone's CPU (4x slower) and 150 ms round trips, the dashboard's data
 * then showed about 200 ms later (issue 20). The
 * page's hooks then find the requests in flight (or answered) and make none
 * of their own. Signed out, nothing is fetched.
 */
export function startFirstPageData(client: QueryClient) {
  const user = client.getQueryData<User | null>(userQueryKey);
  if (!user) return;
  bootRoutes ??= createRoutes();
  const url = new URL(window.location.href);
  for (const route of matchRoutes(bootRoutes, url.pathname)) route.handle.prefetchData?.(client, user, url);
}

function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const pathname = usePathname();
  return (
    <RouteErrorBoundary path={pathname}>
      <Root>
        <Switch>
          <Route path="/">
            <IndexRoute />
          </Route>
          {routes.map(({ path, element, guard: Guard }) => (
            <Route key={path} path={`/${path}`}>
              {Guard ? <Guard>{element}</Guard> : element}
            </Route>
          ))}
          <Route>{notFound.element}</Route>
        </Switch>
      </Root>
    </RouteErrorBoundary>
  );
}

/** The app's router, made once per mount; the first page's modules start loading at once. */
export function AppRouter() {
  const [routes] = useState(() => {
    const tree = createRoutes();
    if (!startedAtBoot) {
      startedByRouter = true;
      prefetchFirstPage(tree);
    }
    return tree;
  });
  return <AppRoutes routes={routes} />;
}
