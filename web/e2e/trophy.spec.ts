import { expect, test, type Page } from '@playwright/test';
import { closeWithEscape, heightBeforeAndAfterScrolling, registerViaUi, uniqueEmail } from './helpers';

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}-value`);
const card = (page: Page, id: string) => page.getByTestId(`achievement-${id}`);

test('a new user sees every achievement locked with progress; adding an application unlocks First Step', async ({ page }) => {
  await registerViaUi(page, { firstName: 'Tess', lastName: 'Trophy', email: uniqueEmail('trophy'), password: 'Trophy-case-2026!' });

  await page.goto('/trophy-case');
  await expect(page.getByRole('heading', { level: 1, name: 'Trophy Case' })).toBeVisible();
  await expect(stat(page, 'unlocked')).toHaveText('0');
  await expect(stat(page, 'points')).toHaveText('0');
  await expect(stat(page, 'completion')).toHaveText('0%');
  await expect(stat(page, 'categories')).toHaveText('7');
  // The categories render one per task after the first: count once all 7 are drawn.
  await expect(page.locator('section[aria-labelledby^="category-"]')).toHaveCount(7);
  const total = await page.locator('[data-testid^="achievement-"]').count();
  expect(total).toBeGreaterThanOrEqual(40);
  await expect(page.locator('[data-state="unlocked"]')).toHaveCount(0);
  await expect(page.getByTestId('overall-progress')).toContainText(`0/${total} unlocked · ${total} remaining`);
  for (const name of ['Applications', 'Interviews', 'Skills', 'Network', 'Milestones', 'Learning', 'Career']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByTestId('category-application').getByTestId('category-count')).toHaveText('0/9');
  // Locked cards show their progress bar and what it counts.
  await expect(card(page, 'first-application').getByRole('progressbar')).toBeVisible();
  await expect(card(page, 'applications-10').getByTestId('progress-text')).toHaveText('0 of 10');
  await expect(page.getByTestId('recent-achievements')).toContainText('Nothing unlocked yet');

  // Add an application in the tracker.
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Add Application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Application' });
  await dialog.getByLabel('Job Title').fill('Data Analyst');
  await dialog.getByLabel('Company').fill('Summit Analytics');
  await dialog.getByRole('button', { name: 'Add Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added successfully!');

  // The unlock arrives as a notification that leads to the trophy case.
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByTestId('notification-item').filter({ hasText: 'Achievement unlocked: First Step' });
  await expect(item).toContainText('+10 career points');
  await item.click();
  await expect(page).toHaveURL(/\/trophy-case$/);

  await expect(card(page, 'first-application')).toHaveAttribute('data-state', 'unlocked');
  await expect(card(page, 'first-application')).toContainText('Unlocked');
  await expect(card(page, 'applications-10').getByTestId('progress-text')).toHaveText('1 of 10');
  await expect(stat(page, 'unlocked')).toHaveText('1');
  await expect(stat(page, 'points')).toHaveText('10');
  await expect(stat(page, 'completion')).toHaveText(`${Math.round(100 / total)}%`);
  await expect(page.getByTestId('category-application').getByTestId('category-count')).toHaveText('1/9');
  await expect(page.getByTestId('recent-first-application')).toContainText('First Step');
  await expect(page.getByTestId('overall-progress')).toContainText(`1/${total} unlocked · ${total - 1} remaining`);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the demo account’s trophy case fits the screen and shows what its sample data earned', async ({ page }) => {
    const res = await page.request.post('/api/auth/demo');
    const { token } = (await res.json()) as { token: string };
    await page.context().addInitScript((t) => window.localStorage.setItem('auth-token', t), token);
    await page.goto('/trophy-case');
    await expect(page.getByRole('heading', { level: 1, name: 'Trophy Case' })).toBeVisible();
    await expect(card(page, 'first-offer')).toHaveAttribute('data-state', 'unlocked');
    // Its career goals and learning progress earn theirs too; ten
    // applications and a 7-day streak it has not reached.
    await expect(card(page, 'first-goal')).toHaveAttribute('data-state', 'unlocked');
    await expect(card(page, 'first-challenge')).toHaveAttribute('data-state', 'unlocked');
    await expect(card(page, 'applications-10')).toHaveAttribute('data-state', 'locked');
    await expect(card(page, 'streak-7')).toHaveAttribute('data-state', 'locked');
    expect(Number(await stat(page, 'unlocked').textContent())).toBeGreaterThan(5);
    for (const id of ['unlocked', 'points', 'completion', 'categories']) await expect(stat(page, id)).toBeVisible();
    // Recent achievements come before the long category list on a phone.
    const recent = await page.getByTestId('recent-achievements').boundingBox();
    const firstCategory = await page.getByTestId('category-application').boundingBox();
    expect(recent && firstCategory && recent.y < firstCategory.y).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Categories off screen hold a guessed height until they come near: the
    // page is about as long before they are scrolled through as after.
    const { before, after } = await heightBeforeAndAfterScrolling(page, page.locator('[data-testid^="category-"]:not([data-testid="category-count"])'));
    expect(Math.abs(after - before) / after, `page height ${before} px before, ${after} px after`).toBeLessThan(0.1);
  });
});

test('moving an application to interview with a date sends one reminder with that date', async ({ page }) => {
  const res = await page.request.post('/api/auth/demo');
  const { token } = (await res.json()) as { token: string };
  await page.context().addInitScript((t) => window.localStorage.setItem('auth-token', t), token);
  await page.goto('/applications');
  const app = page.getByTestId('tracker-application').filter({ hasText: 'Cobalt Logistics' });
  await app.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(edit.getByLabel('Interview Date (optional)')).toHaveCount(0);
  await edit.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Interview' }).click();
  await edit.getByLabel('Interview Date (optional)').fill('2026-12-03T14:30');
  await edit.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application updated successfully!');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const reminders = page.getByTestId('notification-item').filter({ hasText: 'Cobalt Logistics is on Thursday 3 December 2026 at 14:30' });
  await expect(reminders).toHaveCount(1);
  await closeWithEscape(page, page.getByRole('menu', { name: 'Notifications' }));

  // Saving again (a retry) adds no second reminder; the form shows the date.
  await app.getByRole('button', { name: /^Edit / }).click();
  await expect(edit.getByLabel('Interview Date (optional)')).toHaveValue('2026-12-03T14:30');
  await edit.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application updated successfully!');
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notification-item').filter({ hasText: 'Interview coming up' }).filter({ hasText: 'Cobalt' })).toHaveCount(1);
});
