/** Screens every visitor can open, whatever the sign-in state. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  subscribe: '/subscribe',
  profile: '/profile',
} as const;

/** `/login?next=…` for a path the visitor must sign in to see. */
export function loginRedirectPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
