import { expect, test } from '@playwright/test';
import { closeWithEscape, startDemo } from './helpers';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the landing page shows for signed-out visitors with Get Started → /subscribe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.getByTestId('landing-page').getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/subscribe');
});

test('bottom tab bar at 375 px, desktop links at 1280 px', async ({ page }) => {
  await startDemo(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const tabBar = page.getByTestId('bottom-tab-bar');
  await expect(tabBar).toBeVisible();
  for (const label of ['Dashboard', 'Jobs', 'Career', 'Learning']) {
    await expect(tabBar.getByRole('link', { name: label })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Resume Builder' })).toBeVisible();
  await closeWithEscape(page, drawer);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(tabBar).toBeHidden();
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await main.getByRole('button', { name: 'Tools' }).click();
  for (const label of ['Resume Builder', 'Interview Coach', 'Market Intelligence', 'Application Tracker']) {
    await expect(page.getByRole('menuitem', { name: new RegExp(label) })).toBeVisible();
  }
});

// The live dashboard and the trophy case are in the Tools menu and the phone
// drawer, besides the seed's links (DESIGN.md, "Settled as the product grew").
test('the Tools menu at 1280 px leads to My Dashboard and the Trophy Case', async ({ page }) => {
  await startDemo(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'Tools' }).click();
  // The seed's four stay, in its order, with the two after them.
  await expect(page.getByRole('menuitem')).toHaveText([
    /^Resume Builder/,
    /^Interview Coach/,
    /^Application Materials/,
    /^Market Intelligence/,
    /^Application Tracker/,
    /^My Dashboard/,
    /^Trophy Case/,
  ]);
  await page.getByRole('menuitem', { name: /^My Dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByText("Here's your career snapshot. Let's make your next move.")).toBeVisible();

  await main.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: /^Trophy Case/ }).click();
  await expect(page).toHaveURL(/\/trophy-case$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trophy Case' })).toBeVisible();
});

test('the phone drawer at 375 px leads to My Dashboard and the Trophy Case', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await startDemo(page);
  const drawerLink = async (name: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Resume Builder' })).toBeVisible();
    const link = drawer.getByRole('link', { name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(drawer).toBeHidden();
  };
  await drawerLink('My Dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Here's your career snapshot. Let's make your next move.")).toBeVisible();
  await drawerLink('Trophy Case');
  await expect(page).toHaveURL(/\/trophy-case$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trophy Case' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
