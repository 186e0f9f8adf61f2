import { expect, test } from '@playwright/test';
import { registerViaUi, signInAsDemo, uniqueEmail } from './helpers';

test('register → signed-in navigation shows the name', async ({ page }) => {
  const email = uniqueEmail('register');
  await registerViaUi(page, { firstName: 'Grace', lastName: 'Hopper', email, password: 'correct horse battery' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(page).toHaveTitle('Home · Stride');
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
});

test('register validation shows the inline messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('register refuses a common password under the password field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Common');
  await page.getByLabel('Last name').fill('Password');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const message = 'This password is too common. Choose one that is harder to guess';
  await expect(page.locator('#password-error')).toHaveText(message);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register/);
});

test('registering an e-mail twice shows the conflict', async ({ page, browser }) => {
  const email = uniqueEmail('twice');
  await registerViaUi(page, { firstName: 'Alan', lastName: 'Turing', email, password: 'enigma machine' });
  const other = await browser.newPage();
  await other.goto('/register');
  await other.getByLabel('First name').fill('Alan');
  await other.getByLabel('Last name').fill('Turing');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill('enigma machine');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByRole('alert')).toContainText('An account with this email already exists');
  await other.close();
});

test('logout → landing page', async ({ page }) => {
  await registerViaUi(page, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('logout'), password: 'analytical engine' });
  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('landing-page')).toBeVisible();
});

test('login with a wrong password shows the error, then signs in', async ({ page }) => {
  const email = uniqueEmail('login');
  await registerViaUi(page, { firstName: 'Katherine', lastName: 'Johnson', email, password: 'orbital mechanics' });
  await page.evaluate(() => localStorage.removeItem('auth-token'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill('orbital mechanics');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Katherine Johnson');
});

test('a signed-out visitor on a signed-in route signs in and is brought back', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page).toHaveTitle('Sign in · Stride');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a signed-in load checks the session once, from index.html before the app starts, under the security policy', async ({ page, context }) => {
  await signInAsDemo(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const checks: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (new URL(e.request.url).pathname !== '/api/auth/user') return;
    // Where the request came from: the script's file, or the page itself for an inline script.
    checks.push(new URL(e.initiator.stack?.callFrames[0]?.url ?? 'about:blank').pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checks).toEqual(['/dashboard']);
  expect(errors).toEqual([]);

  // A token the server no longer knows (a page without the demo's token
  // set at every load): the early check's 401 signs out.
  const other = await context.newPage();
  await other.goto('/healthz');
  await other.evaluate(() => localStorage.setItem('auth-token', 'revoked'));
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login\?next=%2Fprofile$/);
  expect(await other.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
});
