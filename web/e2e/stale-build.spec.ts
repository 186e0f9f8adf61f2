import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './helpers';

// A tab opened before a deploy asks for scripts the new build no longer has.
// The server answers those with 404 (not the page as HTML, which the browser
// refuses as a script of the wrong type), and the web app reloads once.

test('a missing asset answers 404, not the page; client routes still get the page', async ({ request }) => {
  for (const path of ['/assets/missing-0a1b2c.js', '/assets/missing-0a1b2c.css']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).not.toContain('html');
    expect(await res.text(), path).not.toContain('<div id="root"');
  }
  const page = await request.get('/trophy-case');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});

/**
 * Once armed, every web app file not fetched before answers 404, as after a
 * deploy. `gone: 'until-reload'`: the reload brings a build whose files all
 * exist; `gone: 'for-good'`: the files that failed fail again after it.
 * Counts the page's document loads.
 */
async function deployWhileOpen(page: Page, gone: 'until-reload' | 'for-good') {
  const fetched = new Set<string>();
  const failed = new Set<string>();
  let armed = false;
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads += 1;
      // The reload: the new build is served from here on.
      if (armed && loads > 1) armed = false;
    }
  });
  // With routing on, the browser's cache is off: every file comes through here.
  await page.route('**/assets/**', async (route) => {
    const url = route.request().url();
    const missing = armed ? !fetched.has(url) : gone === 'for-good' && failed.has(url);
    if (!missing) {
      if (!armed) fetched.add(url);
      await route.continue();
      return;
    }
    failed.add(url);
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return {
    arm: () => {
      armed = true;
    },
    loads: () => loads,
    failed: () => failed.size,
  };
}

test('a page whose script a deploy removed reloads once and then shows', async ({ page }) => {
  await signInAsDemo(page);
  const deploy = await deployWhileOpen(page, 'until-reload');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  expect(deploy.loads()).toBe(1);

  deploy.arm();
  await page.getByRole('link', { name: 'View all achievements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trophy Case' })).toBeVisible();
  expect(deploy.failed()).toBeGreaterThan(0);
  expect(deploy.loads()).toBe(2);
  await expect(page).toHaveURL(/\/trophy-case$/);
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(0);
});

test('a script still missing after the reload shows the error with a Reload button, without reloading again', async ({ page }) => {
  await signInAsDemo(page);
  const deploy = await deployWhileOpen(page, 'for-good');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();

  deploy.arm();
  await page.getByRole('link', { name: 'View all achievements' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByText('Part of Stride could not be loaded: check your connection, then reload to try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page).toHaveURL(/\/trophy-case$/);
  // One reload, then the error: no loop.
  expect(deploy.loads()).toBe(2);
  await expect(page).toHaveTitle('Something went wrong · Stride');
  expect(deploy.loads()).toBe(2);

  // Reload is the person's choice: it tries again, and fails the same way.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => deploy.loads()).toBe(3);
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  expect(deploy.loads()).toBe(3);
});
