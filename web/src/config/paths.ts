import { matchPath } from 'react-router';

/** Screens every visitor can open, whatever the sign-in state. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  subscribe: '/subscribe',
  profile: '/profile',
} as const;

/**
 * Route patterns of the signed-in app (seed 000 §2). A signed-out visitor
 * opening one of them is sent to /login?next=<path> and brought back after
 * signing in (DESIGN.md). Screens that do not exist yet fall to not-found for
 * signed-in users.
 */
export const signedInRoutePatterns = [
  '/dashboard',
  '/jobs',
  '/jobs/:jobId/apply',
  '/applications',
  '/tracker',
  '/interview',
  '/resume',
  '/career',
  '/learning',
  '/profile',
  '/downloads',
  '/market-intel',
  '/market-intelligence',
  '/application-materials',
  '/trophy-case',
] as const;

export function isSignedInRoute(pathname: string): boolean {
  return signedInRoutePatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** `/login?next=…` for a path the visitor must sign in to see. */
export function loginRedirectPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
