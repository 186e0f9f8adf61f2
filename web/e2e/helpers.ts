import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A unique e-mail per call, so runs never collide on the same database. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export async function registerViaUi(page: Page, user: { firstName: string; lastName: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(`${user.firstName} ${user.lastName}`);
}

/**
 * Signs in as a fresh demo account (sample data included) through the API,
 * keeping the token where the app looks for it: the next page load is signed in.
 */
export async function signInAsDemo(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/demo');
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('auth-token', t), token);
  return token;
}

export async function startDemo(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
}

/**
 * Puts a signed-up user on `plan` through the API, as choosing it on
 * /subscribe does in demo mode (the journeys run without payment keys).
 * Journeys that use what starter lacks (the interview coach, the executive
 * template) start from here rather than from a weaker limit.
 */
export async function choosePlan(page: Page, token: string, plan: 'starter' | 'professional' | 'executive') {
  const res = await page.request.post('/api/billing/subscribe', {
    data: { planId: plan },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/**
 * Presses Escape to close a Radix dialog or menu, and waits until it is gone.
 * The popup listens for Escape from an effect that runs just before it takes
 * the focus, a moment after it is drawn; a key pressed in between (a busy
 * machine) would be lost, so the key waits for the focus to be inside.
 */
export async function closeWithEscape(page: Page, popup: Locator) {
  await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/**
 * The page's height before and after each of `items` has been scrolled into
 * view in turn, as a reader scrolling down would. Items off screen skip
 * their layout (content-visibility) and hold a guessed height until then:
 * the closer the guess, the less the page grows and the scroll bar jumps.
 */
export async function heightBeforeAndAfterScrolling(page: Page, items: Locator) {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  for (let i = 0, n = await items.count(); i < n; i++) await items.nth(i).scrollIntoViewIfNeeded();
  return { before, after: await height() };
}
