import type * as React from 'react';
import { BottomTabBar, VerifyEmailBanner } from '@/app/layout/components/signed-in-chrome';
import { Navbar } from '@/app/layout/components/navbar';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';

/** Navigation bar on top, the page, and the bottom tab bar on phones when signed in. */
export function AppLayout({ user, children }: { user: User | null; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:shadow-pop"
      >
        Skip to content
      </a>
      <Navbar user={user} />
      {user && <VerifyEmailBanner user={user} />}
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', user && 'pb-20 md:pb-0')}>
        {children}
      </main>
      {user && <BottomTabBar />}
    </div>
  );
}
