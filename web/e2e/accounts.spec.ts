import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerViaUi, uniqueEmail } from './helpers';
import { linkIn, waitForMail } from './mail';
import { totp } from './totp';
import { unzipFiles } from './zip';

/**
 * Account management end to end, every e-mail caught by Mailpit and every
 * link followed: confirm the address, change the password, see and end
 * sessions, recover a forgotten password, download one's data and delete
 * the account.
 */

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('confirm the address, change the password, end another session', async ({ page }) => {
  const email = uniqueEmail('account');
  await registerViaUi(page, { firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical-engine-1843' });
  // A banner until the address is confirmed; nothing is blocked.
  await expect(page.getByTestId('verify-email-banner')).toContainText(email);
  const welcome = await waitForMail(page.request, email, 'Confirm your e-mail address');
  expect(welcome.text).toContain('Hello Ada,');
  await page.goto(linkIn(welcome, '/verify-email'));
  await expect(page.getByTestId('email-verified')).toHaveText('Your e-mail address is confirmed.');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Security and Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Security and Privacy', level: 1 })).toBeVisible();

  // A second session, elsewhere.
  const other = await page.request.post('/api/auth/login', {
    data: { email, password: 'analytical-engine-1843' },
    headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0' },
  });
  expect(other.status()).toBe(200);
  const otherToken = ((await other.json()) as { token: string }).token;
  await page.reload();
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByTestId('session-row')).toHaveCount(2);
  await expect(security.getByTestId('session-row').filter({ hasText: 'This device' })).toHaveCount(1);
  await security.getByRole('button', { name: /End session: Firefox on Windows/ }).click();
  await expect(toastWith(page, 'Session ended')).toBeVisible();
  await expect(security.getByTestId('session-row')).toHaveCount(1);
  const ended = await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(ended.status()).toBe(401);

  // Change the password: the current one is checked.
  await security.getByLabel('Current password').fill('not-the-password');
  await security.getByLabel('New password', { exact: true }).fill('difference-engine-1822');
  await security.getByLabel('Confirm new password').fill('difference-engine-1822');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('Your current password is not correct')).toBeVisible();
  await security.getByLabel('Current password').fill('analytical-engine-1843');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password changed')).toBeVisible();
  await waitForMail(page.request, email, 'Your Stride password was changed');
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'difference-engine-1822' } });
  expect(login.status()).toBe(200);
});

test('forgot password: the link from the e-mail sets a new one', async ({ page }) => {
  const email = uniqueEmail('forgot');
  const res = await page.request.post('/api/auth/register', { data: { email, password: 'first-password-77', firstName: 'Grace' } });
  expect(res.status()).toBe(201);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('If an account exists for that address');
  const mail = await waitForMail(page.request, email, 'Reset your Stride password');
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('second-password-88');
  await page.getByLabel('Confirm new password').fill('second-password-88');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await page.locator('#main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password-88');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  // The link works once.
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('third-password-99');
  await page.getByLabel('Confirm new password').fill('third-password-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
});

test('download my data, then delete the account', async ({ page }) => {
  const email = uniqueEmail('leaver');
  await registerViaUi(page, { firstName: 'Alan', lastName: 'Turing', email, password: 'enigma-machine-1939' });
  await page.goto('/profile/security');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  // Prepared in the background; the screen follows it, and an e-mail
  // brings the link.
  await privacy.getByRole('button', { name: 'Download my data' }).click();
  await expect(privacy.getByTestId('data-export-state')).toContainText(/Preparing your data|Ready/);
  await expect(privacy.getByTestId('data-export-state')).toContainText(/Ready \(\d+ KB\): you can download it until/, {
    timeout: 30_000,
  });
  const mail = await waitForMail(page.request, email, 'Your Stride data is ready to download');
  expect(mail.text).toContain('24 hours');
  await page.goto(linkIn(mail, '/profile/security?download='));
  await expect(privacy.getByText('This download link has expired')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download ZIP' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stride-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipFiles(readFileSync((await file.path())!));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'skills.json', 'resumes.json']));
  expect(JSON.parse(files['account.json']) as { email: string }).toMatchObject({ email, firstName: 'Alan' });
  // Asking again makes a new copy: the e-mailed link is then stale.
  await privacy.getByRole('button', { name: 'Prepare a new copy' }).click();
  await expect(privacy.getByText('This download link has expired or was replaced')).toBeVisible();

  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('enigma-machine-1939');
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm', { exact: true }).last()).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastWith(page, 'Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await waitForMail(page.request, email, 'Your Stride account has been deleted');
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'enigma-machine-1939' } });
  expect(login.status()).toBe(401);
});

test('two-factor sign-in: set up by QR code, asked for after the password, turned off with a recovery code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await registerViaUi(page, { firstName: 'Hedy', lastName: 'Lamarr', email, password: 'frequency-hopping-42' });
  await page.goto('/profile/security');
  const card = page.getByRole('region', { name: /Two-factor sign-in/ });
  await expect(card.getByTestId('two-factor-state')).toHaveText('Off');
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  await card.getByLabel('Code from the app').fill(totp(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('On');
  await waitForMail(page.request, email, 'Two-factor sign-in was turned on');

  // Sign out, then in: the password, then a code (the next one: each works once).
  await page.evaluate(() => localStorage.removeItem('auth-token'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('frequency-hopping-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Hedy Lamarr');

  // Off again, with the password and a recovery code.
  await page.goto('/profile/security');
  await card.getByLabel('Password', { exact: true }).fill('frequency-hopping-42');
  await card.getByLabel('Code from the app or a recovery code').fill(recovery);
  await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText('Off');
});

test('sign in with a provider: the first time creates the account, the next finds it', async ({ page }) => {
  const email = uniqueEmail('provider');
  const viaProvider = async () => {
    await page.goto('/login?next=%2Fjobs');
    await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
    await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await viaProvider();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId('user-name')).toHaveText('Katherine Johnson');
  // The provider verified the address: no banner.
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('auth-token'));
  const me = (await (await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string };

  await page.evaluate(() => localStorage.removeItem('auth-token'));
  await viaProvider();
  await expect(page.getByTestId('user-name')).toHaveText('Katherine Johnson');
  const token2 = await page.evaluate(() => localStorage.getItem('auth-token'));
  const again = (await (await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token2}` } })).json()) as { id: string };
  expect(again.id).toBe(me.id);
});

test('an account made by the provider deletes itself by signing in again with it', async ({ page }) => {
  const email = uniqueEmail('provider-leaver');
  const atProvider = async () => {
    await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Dorothy Vaughan');
    await page.getByRole('button', { name: 'Continue' }).click();
  };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
  await atProvider();
  await expect(page.getByTestId('user-name')).toHaveText('Dorothy Vaughan');

  await page.goto('/profile/security');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  // No password: the provider confirms, with a fresh sign-in.
  await dialog.getByRole('button', { name: 'confirm by signing in again with Test provider' }).click();
  await expect(page).toHaveURL(/\/authorize\?.*prompt=login/);
  expect(new URL(page.url()).searchParams.get('max_age')).toBe('0');
  await atProvider();
  await expect(page).toHaveURL(/\/profile\/security$/);
  dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByTestId('provider-confirmed')).toContainText('You signed in again with Test provider');
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toastWith(page, 'Your account has been deleted')).toBeVisible();
  await waitForMail(page.request, email, 'Your Stride account has been deleted');
});
