import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '@/app/layout/components/app-layout';
import { LANDING_TITLE, LandingPage } from '@/features/landing/components/landing-page';
import { PrerenderContext } from '@/lib/prerender';

/**
 * The landing page as static HTML, made at build time (vite.config.ts,
 * prerenderLanding): a signed-out visitor sees it at once and downloads no
 * React. Its menus are disclosures that need no script; its links are plain
 * links, each to a page the server answers.
 */
export function renderLanding(): { html: string; title: string } {
  const html = renderToString(
    <PrerenderContext value={true}>
      <Router ssrPath="/">
        <AppLayout user={null}>
          <LandingPage />
        </AppLayout>
      </Router>
    </PrerenderContext>,
  );
  return { html, title: LANDING_TITLE };
}
