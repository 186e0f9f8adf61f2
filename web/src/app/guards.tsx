import type { ReactNode } from 'react';
import { loginRedirectPath } from '@/config/paths';
import { getChosenPlan } from '@/lib/chosen-plan';
import { Navigate, usePathname } from '@/lib/router';
import { useNextPath } from '@/lib/session';
import { useUser } from '@/lib/user';

/* The guards of the route tree (app/router.tsx), each a layout around a page. */

/** A page behind sign-in: a signed-out visitor goes to /login?next=<path>. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useUser().data;
  const pathname = usePathname();
  if (!user) return <Navigate to={loginRedirectPath(`${pathname}${window.location.search}${window.location.hash}`)} replace />;
  return children;
}

/** /login and /register: a signed-in user goes on to `next`. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const user = useUser().data;
  const next = useNextPath();
  if (user) return <Navigate to={next} replace />;
  return children;
}

/** `/register?plan=…&next=…`: where a signed-out visitor goes before an onboarding step (DESIGN.md). */
export function registerPathFor(next: string, plan: string | null): string {
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  params.set('next', next);
  return `/register?${params.toString()}`;
}

/** An onboarding step: a signed-out visitor registers first, then comes back. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const user = useUser().data;
  const pathname = usePathname();
  if (!user) return <Navigate to={registerPathFor(pathname, getChosenPlan())} replace />;
  return children;
}
