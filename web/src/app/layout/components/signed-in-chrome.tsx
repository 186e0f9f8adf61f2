import { lazy, Suspense } from 'react';
import type { User } from '@/types/user';

/**
 * The parts of the navigation only a signed-in user sees (the notification
 * centre, the profile menu with the avatar, the bottom tab bar) live in their own chunks, so a
 * signed-out visitor on the landing, sign-in or register page never downloads
 * them (issue 20). The router starts loading them as soon as a session
 * token is there, beside the session check, so they are ready when the bar is
 * drawn; until then a box of the same size holds their place.
 */
// One module, so one request and one gzip stream for all three.
export const loadSignedInChrome = () => import('@/app/layout/components/signed-in-chrome-parts');

const LazyNotificationBell = lazy(async () => ({ default: (await loadSignedInChrome()).NotificationBell }));
const LazyUserMenu = lazy(async () => ({ default: (await loadSignedInChrome()).SignedInUserMenu }));
const LazyBottomTabBar = lazy(async () => ({ default: (await loadSignedInChrome()).BottomTabBar }));
const LazyVerifyEmailBanner = lazy(async () => ({ default: (await loadSignedInChrome()).VerifyEmailBanner }));

/** Until the address is confirmed: a reminder under the navigation (nothing is blocked). */
export function VerifyEmailBanner({ user }: { user: User }) {
  if (user.emailVerified || user.isDemo) return null;
  return (
    <Suspense fallback={null}>
      <LazyVerifyEmailBanner user={user} />
    </Suspense>
  );
}

export function NotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <LazyNotificationBell />
    </Suspense>
  );
}

export function SignedInUserMenu({ user }: { user: User }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10 md:w-36" />}>
      <LazyUserMenu user={user} />
    </Suspense>
  );
}

/** Fixed to the bottom of the screen, so it takes no room while it loads. */
export function BottomTabBar() {
  return (
    <Suspense fallback={null}>
      <LazyBottomTabBar />
    </Suspense>
  );
}
