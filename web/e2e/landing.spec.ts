import { expect, test } from '@playwright/test';
import { heightBeforeAndAfterScrolling, signInAsDemo } from './helpers';

const FEATURES = [
  'Job Matching',
  'Career Planning',
  'Skill Development',
  'Resume Optimisation',
  'Interview Prep',
  'Market Intelligence',
];

const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET® is a trademark of USDOL/ETA.';
const BLS_ATTRIBUTION =
  'Employment projections and wages: U.S. Bureau of Labor Statistics, Employment Projections program (2024-34), public domain.';

test('the landing page shows the hero, the three keys, the six features and the previews', async ({ page }) => {
  await page.goto('/');
  const landing = page.getByTestId('landing-page');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Your career, one stride at a time');
  await expect(page).toHaveTitle('Stride — Career growth, one stride at a time');
  await expect(landing.getByRole('heading', { name: 'Three keys to career success' })).toBeVisible();
  await expect(landing.getByTestId('feature-card')).toHaveCount(6);
  for (const name of FEATURES) {
    await expect(landing.getByTestId('feature-card').getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(landing.getByRole('heading', { name: 'See Stride at work' })).toBeVisible();
  await expect(landing.getByRole('img', { name: /^Sample job card/ })).toBeVisible();
  await expect(landing.getByRole('img', { name: /^Sample interview score card/ })).toBeVisible();
  await expect(landing.getByRole('img', { name: /^Sample resume preview/ })).toBeVisible();
  await expect(landing.getByText('30-day money-back guarantee').first()).toBeVisible();
  await expect(landing.getByTestId('site-footer')).toBeVisible();
});

test('every Get Started button leads to /subscribe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  const count = await page.getByRole('link', { name: 'Get Started' }).count();
  // The navigation bar, the hero, the final call to action and the footer.
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    const button = page.getByRole('link', { name: 'Get Started' }).nth(i);
    if (!(await button.isVisible())) continue;
    await button.click();
    await expect(page).toHaveURL(/\/subscribe$/);
  }
  // Links the layout hides at this width still point to /subscribe.
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  for (const link of await page.getByRole('link', { name: 'Get Started' }).all()) {
    await expect(link).toHaveAttribute('href', '/subscribe');
  }
});

test('the tab icon is a 48 px PNG of the Stride mark, on every page', async ({ page }) => {
  for (const path of ['/', '/login', '/jobs']) {
    await page.goto(path);
    const icons = page.locator('link[rel="icon"]');
    await expect(icons).toHaveCount(1);
    await expect(icons).toHaveAttribute('type', 'image/png');
    await expect(icons).toHaveAttribute('sizes', '48x48');
    const href = await icons.getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    const body = await response.body();
    // PNG signature, then the IHDR chunk: width at byte 16, height at byte 20, big-endian.
    expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([48, 48]);
  }
});

test('the landing page fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.getByTestId('feature-card')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Inside the product pictures nothing is cut off at the right edge: the
  // rows of the hero's "Top matches" list keep their border and match badge.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="landing-page"] [role="img"]')].flatMap((picture) => {
      const bounds = picture.getBoundingClientRect();
      return [...picture.querySelectorAll('*')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && getComputedStyle(el).visibility !== 'hidden' && box.right > bounds.right + 0.5;
        })
        .map((el) => `${picture.getAttribute('aria-label')?.slice(0, 30)}: ${el.textContent?.slice(0, 40)}`);
    }),
  );
  expect(clipped).toEqual([]);
});

test("the footer's About the data link shows the attributions", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'About the data' }).click();
  await expect(page).toHaveURL(/\/about-data$/);
  await expect(page).toHaveTitle('About the data · Stride');
  await expect(page.getByRole('heading', { level: 1, name: 'About the data' })).toBeVisible();
  await expect(page.getByTestId('attribution-onet')).toHaveText(ONET_ATTRIBUTION);
  await expect(page.getByTestId('attribution-bls')).toHaveText(BLS_ATTRIBUTION);
  await expect(page.getByRole('heading', { name: 'Job postings' })).toBeVisible();
});

test('signed in, the user menu leads to About the data and Logo downloads', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'About the data' }).click();
  await expect(page.getByTestId('attribution-onet')).toHaveText(ONET_ATTRIBUTION);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logo downloads' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logo downloads' })).toBeVisible();
});

test('logo downloads: previews, files with their types and sizes, and the palette', async ({ page, context }) => {
  await signInAsDemo(page);
  await page.goto('/downloads');
  await expect(page).toHaveTitle('Logo downloads · Stride');

  for (const name of ['Stride full logo preview', 'Stride icon preview']) {
    const img = page.getByRole('img', { name });
    await expect(img).toBeVisible();
    // The preview really loaded (a broken image has no natural width).
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }

  const files = [
    { link: 'Download SVG of the full logo', href: '/stride-logo.svg', type: 'image/svg+xml' },
    { link: 'Download PNG of the full logo', href: '/stride-logo.png', type: 'image/png', size: [900, 300] },
    { link: 'Download SVG of the icon', href: '/stride-icon.svg', type: 'image/svg+xml' },
    { link: 'Download PNG of the icon', href: '/stride-icon.png', type: 'image/png', size: [192, 192] },
    { link: 'Download usage guidelines', href: '/stride-logo-guidelines.txt', type: 'text/plain' },
  ];
  for (const file of files) {
    const link = page.getByRole('link', { name: file.link });
    await expect(link).toHaveAttribute('href', file.href);
    await expect(link).toHaveAttribute('download', '');
    const response = await page.request.get(file.href);
    expect(response.status(), file.href).toBe(200);
    expect(response.headers()['content-type'], file.href).toContain(file.type);
    const body = await response.body();
    if (file.size) {
      // PNG signature, then the IHDR chunk: width at byte 16, height at byte 20, big-endian.
      expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], file.href).toEqual(file.size);
    } else if (file.type === 'image/svg+xml') {
      expect(body.toString('utf8')).toContain('<svg');
    } else {
      expect(body.toString('utf8')).toContain('Clear space');
    }
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Deep Blue #1d4ed8' }).click();
  await expect(page.getByTestId('toast').getByText('Copied!')).toBeVisible();
  await expect(page.getByTestId('toast').getByText('#1d4ed8 copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#1d4ed8');
  for (const hex of ['#3b82f6', '#1d4ed8', '#60a5fa']) {
    await expect(page.getByText(hex, { exact: true })).toBeVisible();
  }
});

test('signed out, /downloads asks to sign in first', async ({ page }) => {
  await page.goto('/downloads');
  await expect(page).toHaveURL(/\/login\?next=%2Fdownloads$/);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the landing page is about as long before it is scrolled through as after, and See it in action reaches the tour`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/');
    const parts = page.locator('[data-testid="landing-page"] > section, [data-testid="site-footer"]');
    await expect(parts).toHaveCount(7);
    await expect(page.getByTestId('site-footer')).toBeAttached();
    // Below the hero, each part waits to be laid out until it comes near
    // (content-visibility) and holds a guessed height until then; a guess
    // far off made the page 6-12% taller before it was scrolled through.
    const skipped = await parts.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
    expect(skipped).toEqual(['visible', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']);
    const { before, after } = await heightBeforeAndAfterScrolling(page, parts);
    expect(Math.abs(after - before) / after, `page height ${before} px before, ${after} px after`).toBeLessThan(0.04);

    // From the top, the hero's second button scrolls the Product tour's heading into view.
    await page.goto('/');
    await page.getByRole('link', { name: 'See it in action' }).click();
    await expect(page).toHaveURL(/#previews$/);
    const heading = page.getByRole('heading', { name: 'See Stride at work' });
    await expect(heading).toBeInViewport();
  });
}

test('signed out, the landing page is HTML made at build time: no React is downloaded and its menus work without it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your career, one stride at a time');
  await expect(page).toHaveTitle('Stride — Career growth, one stride at a time');
  // Each menu is a <details> disclosure, opened by its <summary>.
  await page.getByLabel('Open menu').click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Interview Coach' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mobile).toBeHidden();
  await expect(page.getByLabel('Open menu')).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('summary', { hasText: 'Tools' }).click();
  await expect(page.getByRole('link', { name: /^Resume Builder/ })).toBeVisible();
  // Opening another menu closes this one; a click elsewhere closes that.
  await page.getByLabel('Account menu').click();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Resume Builder/ })).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeHidden();

  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/landing-island-[\w-]+\.js$/);
  expect(errors).toEqual([]);
  // A menu's link is an ordinary link to a page the server answers.
  await page.locator('summary', { hasText: 'Tools' }).click();
  await page.getByRole('link', { name: /^Resume Builder/ }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fresume$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('signed in, / is the home page: the landing is never shown', async ({ page }) => {
  await signInAsDemo(page);
  await page.addInitScript(() => {
    // Records whether the landing page was ever laid out visibly.
    new MutationObserver(() => {
      const landing = document.getElementById('landing-static');
      if (landing && landing.offsetParent !== null) (window as { landingShown?: boolean }).landingShown = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, .*!$/ })).toBeVisible();
  await expect(page.getByTestId('landing-page')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { landingShown?: boolean }).landingShown ?? false)).toBe(false);
});
