import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
// The landing page is the first page most visitors see: it ships with the
// app shell, while every signed-in screen loads on demand.
import LandingRoute from '@/app/routes/landing';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { loginRedirectPath, signedInRoutePatterns } from '@/config/paths';
import { useUser } from '@/features/auth/api/get-user';
import { useNextPath } from '@/features/auth/api/session';
import { getAuthToken } from '@/lib/auth-token';
import { AppLayout } from '@/features/layout/components/app-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';

// Route modules are lazy so that the signed-out landing stays small.
const routeModules = {
  home: () => import('@/app/routes/home'),
  jobs: () => import('@/app/routes/jobs'),
  tracker: () => import('@/app/routes/tracker'),
  interview: () => import('@/app/routes/interview'),
  resume: () => import('@/app/routes/resume'),
  dashboard: () => import('@/app/routes/dashboard'),
  profile: () => import('@/app/routes/profile'),
};
const HomeRoute = lazy(routeModules.home);
const LoginRoute = lazy(() => import('@/app/routes/login'));
const RegisterRoute = lazy(() => import('@/app/routes/register'));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found'));
const JobsRoute = lazy(routeModules.jobs);
const JobApplyRoute = lazy(() => import('@/app/routes/job-apply'));
const TrackerRoute = lazy(routeModules.tracker);
const InterviewRoute = lazy(routeModules.interview);
const ResumeRoute = lazy(routeModules.resume);
const DashboardRoute = lazy(routeModules.dashboard);
const ProfileRoute = lazy(routeModules.profile);
const SubscribeRoute = lazy(() => import('@/app/routes/subscribe'));
const PaymentRoute = lazy(() => import('@/app/routes/payment'));
const PaymentSuccessRoute = lazy(() => import('@/app/routes/payment-success'));
const OnboardingProfileRoute = lazy(() => import('@/app/routes/onboarding-profile'));
const OnboardingPreferencesRoute = lazy(() => import('@/app/routes/onboarding-preferences'));
const AboutDataRoute = lazy(() => import('@/app/routes/about-data'));
const DownloadsRoute = lazy(() => import('@/app/routes/downloads'));
const ApplicationMaterialsRoute = lazy(() => import('@/app/routes/application-materials'));

// A signed-in visitor opening a page directly fetches its module while the
// session is still being checked, instead of after: one round trip less.
const firstPage: Record<string, () => Promise<unknown>> = {
  '/': routeModules.home,
  '/dashboard': routeModules.dashboard,
  '/jobs': routeModules.jobs,
  '/applications': routeModules.tracker,
  '/tracker': routeModules.tracker,
  '/interview': routeModules.interview,
  '/resume': routeModules.resume,
  '/profile': routeModules.profile,
};
if (typeof window !== 'undefined' && getAuthToken()) void firstPage[window.location.pathname]?.().catch(() => undefined);

function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-6" label="Loading page" />
    </div>
  );
}

/** A signed-out visitor opening a signed-in route signs in first, then comes back. */
function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginRedirectPath(`${pathname}${search}${hash}`)} replace />;
}

/** A signed-in user opening /login or /register goes to `next` or '/'. */
function RedirectToNext() {
  return <Navigate to={useNextPath()} replace />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingRoute />} />
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/register" element={<RegisterRoute />} />
      <Route path="/subscribe" element={<SubscribeRoute />} />
      <Route path="/payment" element={<PaymentRoute />} />
      <Route path="/payment-success" element={<PaymentSuccessRoute />} />
      <Route path="/onboarding/profile" element={<OnboardingProfileRoute />} />
      <Route path="/onboarding/preferences" element={<OnboardingPreferencesRoute />} />
      <Route path="/about-data" element={<AboutDataRoute />} />
      {signedInRoutePatterns.map((pattern) => (
        <Route key={pattern} path={pattern} element={<RedirectToLogin />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute user={user} />} />
      <Route path="/dashboard" element={<DashboardRoute user={user} />} />
      <Route path="/profile" element={<ProfileRoute user={user} />} />
      <Route path="/login" element={<RedirectToNext />} />
      <Route path="/register" element={<RedirectToNext />} />
      <Route path="/subscribe" element={<SubscribeRoute />} />
      <Route path="/payment" element={<PaymentRoute />} />
      <Route path="/payment-success" element={<PaymentSuccessRoute />} />
      <Route path="/onboarding/profile" element={<OnboardingProfileRoute />} />
      <Route path="/onboarding/preferences" element={<OnboardingPreferencesRoute />} />
      <Route path="/about-data" element={<AboutDataRoute />} />
      <Route path="/downloads" element={<DownloadsRoute />} />
      <Route path="/jobs" element={<JobsRoute user={user} />} />
      <Route path="/jobs/:jobId/apply" element={<JobApplyRoute user={user} />} />
      <Route path="/applications" element={<TrackerRoute user={user} />} />
      <Route path="/tracker" element={<TrackerRoute user={user} />} />
      <Route path="/interview" element={<InterviewRoute user={user} />} />
      <Route path="/resume" element={<ResumeRoute user={user} />} />
      <Route path="/application-materials" element={<ApplicationMaterialsRoute user={user} />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
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

/** Seed 000 §2: loading spinner, then the signed-in or the signed-out route set. */
export function AppRouter() {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <FullPageSpinner />;
  if (isError) return <AuthError onRetry={() => void refetch()} />;
  return (
    <AppLayout user={user}>
      <Suspense fallback={<PageFallback />}>{user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}</Suspense>
    </AppLayout>
  );
}
