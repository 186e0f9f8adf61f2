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
  { path: '/resume', heading: 'AI Resume Builder', reads: ['/api/users/:id/resumes'] },
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

// The loading screen is painted before the stylesheet is in (index.html
// styles it itself, and the build puts the stylesheet after it), and the app
// waits for the stylesheet: it is never drawn unstyled.
test('the loading screen is painted before the stylesheet, and the app waits for it', async ({ page }) => {
  await signInAsDemo(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  const navigation = page.goto('/jobs');

  const loading = page.getByTestId('app-loading');
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('status')).toHaveText('Loading Stride');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  // 2rem and centred (its box turns as it spins, so the size is the style's).
  const svg = loading.locator('svg');
  expect(await svg.evaluate((e) => [getComputedStyle(e).width, getComputedStyle(e).height, getComputedStyle(e).color])).toEqual([
    '32px', '32px', 'rgb(59, 130, 246)',
  ]);
  const box = (await svg.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(4);
  // The label is for screen readers only.
  expect(await loading.getByText('Loading Stride').boundingBox()).toMatchObject({ width: 1, height: 1 });
  // Held a while, the app still has not been drawn.
  await page.waitForTimeout(500);
  await expect(loading).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  release();
  await navigation;
  const heading = page.getByRole('heading', { level: 1, name: 'Jobs & Applications' });
  await expect(heading).toBeVisible();
  await expect(loading).toHaveCount(0);
  // Drawn with the stylesheet: the heading is bold (font-bold), which the loading screen's styles do not give it.
  expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700');
});
