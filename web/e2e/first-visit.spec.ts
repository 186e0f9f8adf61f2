import { expect, test } from '@playwright/test';
import { choosePlan, signInAsDemo } from './helpers';

// A first visit starts some pages' reads before the page is drawn
// (startFirstPageData in web/src/app/router.tsx); the page's own hooks must
// then find them, not ask again, and an early read must be the one the page
// makes. Each screen here is opened as a first visit (a full load, empty
// cache) and the API reads it makes, the user's id written :id, must be
// exactly these, each once.
const chrome = ['/api/auth/user', '/api/notifications'];
const screens = [
  {
    path: '/dashboard',
    heading: /^Welcome back, /,
    reads: [
      '/api/users/:id/applications', '/api/jobs?limit=3', '/api/users/:id/resumes', '/api/users/:id/skills',
      '/api/users/:id/career-goals', '/api/users/:id/interview-sessions', '/api/users/:id/career-insights', '/api/career-paths',
    ],
  },
  { path: '/jobs', heading: 'Jobs & Applications', reads: ['/api/jobs?limit=20&offset=0', '/api/saved-jobs/:id', '/api/users/:id/applications'] },
  { path: '/applications', heading: 'Application Tracker', reads: ['/api/users/:id/applications'] },
  // The optimise card offers the user's saved jobs and applications as postings.
  { path: '/resume', heading: 'AI Resume Builder', reads: ['/api/users/:id/resumes', '/api/saved-jobs/:id', '/api/users/:id/applications'] },
  { path: '/interview', heading: 'AI Interview Coach', reads: ['/api/users/:id/interview-stats', '/api/users/:id/interview-sessions'] },
];

test('a first visit makes each of its reads once', async ({ page }) => {
  const token = await signInAsDemo(page);
  await choosePlan(page, token, 'professional');
  const me = await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: string };
  for (const screen of screens) {
    const gets: string[] = [];
    const onRequest = (req: { method(): string; url(): string }) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push((url.pathname + url.search).replaceAll(id, ':id'));
    };
    page.on('request', onRequest);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);

    expect([...gets].sort(), screen.path).toEqual([...chrome, ...screen.reads].sort());
  }
});

// The index.html of a route lists the route's scripts as module preloads at
// low priority (internal/httpapi/spa.go), so that over HTTP/1.1's six
// connections the stylesheet and the entry's scripts go out first; the
// route's import must then take each of them from its preload, not fetch
// it again.
test('a first visit fetches the stylesheet and entry first, the route’s scripts at low priority, each once', async ({ page }) => {
  await signInAsDemo(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const path of ['/jobs', '/career']) {
    const fetched: { file: string; priority: string }[] = [];
    const onRequest = ({ request }: { request: { url: string; initialPriority: string } }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) fetched.push({ file: url.pathname, priority: request.initialPriority });
    };
    cdp.on('Network.requestWillBeSent', onRequest);
    const response = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    cdp.off('Network.requestWillBeSent', onRequest);

    const html = (await response?.text()) ?? '';
    const listed = (attrs: string) => [...html.matchAll(new RegExp(`<link rel="modulepreload" crossorigin ${attrs}href="([^"]+)">`, 'g'))].map((m) => m[1]);
    const routeScripts = listed('fetchpriority="low" ');
    const entryScripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map((m) => m[1]).concat(listed(''));
    expect(routeScripts.length, path).toBeGreaterThan(5);
    expect(entryScripts.length, path).toBeGreaterThan(1);

    const priorityOf = (file: string) => fetched.filter((f) => f.file === file).map((f) => f.priority);
    for (const file of routeScripts) expect(priorityOf(file), `${path} ${file}`).toEqual(['Low']);
    for (const file of entryScripts) expect(priorityOf(file), `${path} ${file}`).toEqual(['High']);
    const css = fetched.filter((f) => f.file.endsWith('.css'));
    expect(css.map((f) => f.priority), path).toEqual(['VeryHigh']);
    const files = fetched.map((f) => f.file);
    expect(files.length, `${path}: each script once`).toBe(new Set(files).size);
  }
});
