import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

// The journeys run without payment keys: demo mode, where a plan switches on
// at once and the limits of seed 000 §9 still apply.

test('a starter user sees the upgrade prompt on the coach; the demo upgrade on /subscribe lifts it', async ({ page }) => {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('starter'), password: 'correct horse battery', firstName: 'Sam', lastName: 'Starter' },
  });
  expect(res.status()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { subscriptionPlan: string } };
  expect(user.subscriptionPlan).toBe('starter');
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-token', t), token);

  await page.goto('/interview');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Interview Coach' })).toBeVisible();
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText('not included in your Starter plan');
  await expect(page.getByRole('button', { name: 'Start Advanced AI Coaching' })).toHaveCount(0);
  // The server refuses the coach too, with the upgrade path.
  const refused = await page.request.post('/api/interview-sessions', {
    data: { type: 'behavioral', questions: ['q'], responses: ['r'] },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(402);
  expect(((await refused.json()) as { upgradeUrl: string }).upgradeUrl).toBe('/subscribe');

  await prompt.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByTestId('billing-mode')).toContainText('Demo mode');
  await expect(page.getByTestId('current-plan')).toHaveText('You are on the Starter plan.');
  await expect(page.getByTestId('plan-starter')).toHaveAttribute('data-current', 'true');
  await page.getByRole('button', { name: 'Choose Professional plan' }).click();
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('list', { name: 'You gain' })).toContainText('AI interview coach');
  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Professional plan activated' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/profile/);

  await page.goto('/interview');
  await expect(page.getByRole('button', { name: 'Start Advanced AI Coaching' })).toBeVisible();
  await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);

  await page.goto('/profile');
  const card = page.getByTestId('plan-usage');
  await expect(card.getByTestId('usage-plan')).toHaveText('Professional');
  await expect(card).toContainText('Demo mode');
  await expect(card.getByTestId('usage-applications')).toHaveText('0');
  // Cancelling in demo mode is immediate: back on starter, the prompt returns.
  await card.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(card.getByTestId('usage-plan')).toHaveText('Starter');
  await expect(card.getByTestId('usage-applications')).toHaveText('0 of 50');
  await expect(card.getByTestId('usage-reviews')).toHaveText('0 of 5');
  await page.goto('/interview');
  await expect(page.getByTestId('upgrade-prompt')).toBeVisible();
});
