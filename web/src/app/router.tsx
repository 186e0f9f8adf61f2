import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { LazyToaster } from '@/app/lazy-toaster';
import { AppLayout } from '@/app/layout/components/app-layout';
import { loadSignedInChrome } from '@/app/layout/components/signed-in-chrome';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { loginRedirectPath } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getAuthToken } from '@/lib/auth-token';
import { getChosenPlan } from '@/lib/chosen-plan';
import { prefetch } from '@/lib/prefetch';
import { useNextPath } from '@/lib/session';
import { useUser, userQueryOptions } from '@/lib/user';
import type { User } from '@/types/api';

/**
 * The one route tree of the app (seed 000 §2, DESIGN.md). Every URL is
 * declared once, here; guards are layout routes:
 * - RequireUser: a signed-out visitor goes to /login?next=<path> and comes back;
 * - RedirectSignedIn: a signed-in user opening /login or /register goes to `next`;
 * - RequireAccount: onboarding steps send a signed-out visitor to /register,
 *   carrying the chosen plan and the step to return to.
 * Route modules are lazy; the router fetches the first page's module while
 * the root loader checks the session, so neither waits for the other.
 */

type SignedInRoute = ComponentType<{ user: User }>;

/** The signed-in user; only under RequireUser or RequireAccount, where it is known. */
function useSignedInUser(): User {
  const user = useUser().data;
  if (!user) throw new Error('useSignedInUser outside a signed-in route');
  return user;
}

/** A lazy route module whose default export takes the signed-in user. */
function withUser(load: () => Promise<{ default: SignedInRoute }>): RouteObject['lazy'] {
  return async () => {
    const { default: Page } = await load();
    return { Component: () => <Page user={useSignedInUser()} /> };
  };
}

/** A lazy route module whose default export takes no props. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const loadHome = () => import('@/app/routes/home');
const HomeRoute = lazy(loadHome);
// The landing page is its own module too, so that signed-in screens do not
// download it; the root loader fetches it early for a signed-out visitor.
const loadLanding = () => import('@/app/routes/landing');
const LandingRoute = lazy(loadLanding);
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

function RequireUser() {
  const user = useUser().data;
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={loginRedirectPath(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}

function RedirectSignedIn() {
  const user = useUser().data;
  const next = useNextPath();
  if (user) return <Navigate to={next} replace />;
  return <Outlet />;
}

/** `/register?plan=…&next=…`: where a signed-out visitor goes before an onboarding step (DESIGN.md). */
export function registerPathFor(next: string, plan: string | null): string {
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  params.set('next', next);
  return `/register?${params.toString()}`;
}

function RequireAccount() {
  const user = useUser().data;
  const { pathname } = useLocation();
  if (!user) return <Navigate to={registerPathFor(pathname, getChosenPlan())} replace />;
  return <Outlet />;
}

function AuthError({ onRetry }: { onRetry: () => void }) {
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

/** Seed 000 §2: loading spinner, then the page inside the navigation for the signed-in or signed-out visitor. */
function Root() {
  const { data: user, isPending, isError, refetch } = useUser();
  let page: ReactNode;
  if (isPending) page = <FullPageSpinner />;
  else if (isError) page = <AuthError onRetry={() => void refetch()} />;
  else
    page = (
      <AppLayout user={user}>
        <Outlet />
      </AppLayout>
    );
  return (
    <>
      {page}
      <LazyToaster />
    </>
  );
}

/** A route module that failed to load (a deploy replaced it, the network dropped) or a page that failed to render. */
function RouteError() {
  const error = useRouteError();
  console.error(error);
  useDocumentTitle('Something went wrong');
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="max-w-sm text-center">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
        <p className="mt-2 text-sm text-muted-foreground">Reload to try again.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </div>
  );
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      // The session check. Child route modules load at the same time.
      loader: async ({ request }) => {
        if (getAuthToken()) prefetch(loadSignedInChrome);
        if (new URL(request.url).pathname === '/') prefetch(getAuthToken() ? loadHome : loadLanding);
        await queryClient.ensureQueryData(userQueryOptions()).catch(() => undefined);
        return null;
      },
      HydrateFallback: FullPageSpinner,
      Component: Root,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: IndexRoute },
        {
          Component: RedirectSignedIn,
          children: [
            { path: 'login', lazy: page(() => import('@/app/routes/login')) },
            { path: 'register', lazy: page(() => import('@/app/routes/register')) },
          ],
        },
        { path: 'subscribe', lazy: page(() => import('@/app/routes/subscribe')) },
        { path: 'payment', lazy: page(() => import('@/app/routes/payment')) },
        { path: 'payment-success', lazy: page(() => import('@/app/routes/payment-success')) },
        { path: 'about-data', lazy: page(() => import('@/app/routes/about-data')) },
        {
          Component: RequireAccount,
          children: [
            { path: 'onboarding/profile', lazy: withUser(() => import('@/app/routes/onboarding-profile')) },
            { path: 'onboarding/preferences', lazy: withUser(() => import('@/app/routes/onboarding-preferences')) },
          ],
        },
        {
          Component: RequireUser,
          children: [
            { path: 'dashboard', lazy: withUser(() => import('@/app/routes/dashboard')) },
            { path: 'profile', lazy: withUser(() => import('@/app/routes/profile')) },
            { path: 'downloads', lazy: page(() => import('@/app/routes/downloads')) },
            { path: 'jobs', lazy: withUser(() => import('@/app/routes/jobs')) },
            { path: 'jobs/:jobId/apply', lazy: withUser(() => import('@/app/routes/job-apply')) },
            { path: 'applications', lazy: withUser(() => import('@/app/routes/tracker')) },
            { path: 'tracker', lazy: withUser(() => import('@/app/routes/tracker')) },
            { path: 'interview', lazy: withUser(() => import('@/app/routes/interview')) },
            { path: 'resume', lazy: withUser(() => import('@/app/routes/resume')) },
            { path: 'career', lazy: withUser(() => import('@/app/routes/career')) },
            { path: 'market-intelligence', lazy: page(() => import('@/app/routes/market-intelligence')) },
            { path: 'market-intel', lazy: page(() => import('@/app/routes/market-intelligence')) },
            { path: 'trophy-case', lazy: page(() => import('@/app/routes/trophy-case')) },
            { path: 'learning', lazy: page(() => import('@/app/routes/learning')) },
            { path: 'application-materials', lazy: withUser(() => import('@/app/routes/application-materials')) },
          ],
        },
        { path: '*', lazy: page(loadNotFound) },
      ],
    },
  ];
}

/** The app's router, made once per mount on the app's query client. */
export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
