import { expect, test, type Page } from '@playwright/test';
import { startDemo, uniqueEmail } from './helpers';

const toast = (page: Page) => page.getByTestId('toast');

test('landing → plan → register → profile → preferences → home', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('landing-page').getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page).toHaveTitle('Choose your plan · Stride');

  // Professional is preselected and marked most popular.
  const professional = page.getByTestId('plan-professional');
  await expect(professional).toHaveAttribute('data-selected', 'true');
  await expect(professional.getByText('Most popular')).toBeVisible();
  await expect(professional.getByText('$39')).toBeVisible();
  await expect(page.getByTestId('plan-starter').getByText('$19')).toBeVisible();
  await expect(page.getByTestId('plan-executive').getByText('$79')).toBeVisible();
  for (const claim of ['30-day money-back guarantee', 'Cancel anytime', '2-minute setup']) {
    await expect(page.getByText(claim)).toBeVisible();
  }

  // Clicking the selected plan's button deselects it; confirming then asks for a plan.
  await page.getByRole('button', { name: 'Professional plan selected' }).click();
  await expect(professional).toHaveAttribute('data-selected', 'false');
  await page.getByTestId('confirm-plan').click();
  await expect(toast(page)).toContainText('Please select a plan');
  await expect(toast(page)).toContainText('Choose a subscription plan to continue');
  await expect(page).toHaveURL(/\/subscribe$/);

  // Clicking a card selects it; only one plan is selected at a time.
  await page.getByTestId('plan-starter').getByText('$19').click();
  await expect(page.getByTestId('plan-starter')).toHaveAttribute('data-selected', 'true');
  await professional.getByText('$39').click();
  await expect(professional).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('plan-starter')).toHaveAttribute('data-selected', 'false');

  const confirm = page.getByTestId('confirm-plan');
  await expect(confirm).toHaveText('Continue with Professional');
  await confirm.click();
  await expect(confirm).toContainText('Setting up your plan...');
  await expect(toast(page)).toContainText('Professional plan selected');

  // Signed out: an account comes first, carrying the plan and the step to return to.
  await expect(page).toHaveURL(/\/register\?plan=professional&next=%2Fonboarding%2Fprofile$/);
  await expect(page.getByText('You chose the Professional plan ($39/month).', { exact: false })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('onboarding'));
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await expect(page).toHaveTitle('Your profile · Stride');
  const stepper = page.getByTestId('onboarding-stepper');
  await expect(stepper.getByRole('listitem').nth(0)).toHaveAttribute('data-state', 'done');
  await expect(stepper.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(stepper.getByRole('listitem').nth(2)).toHaveAttribute('data-state', 'upcoming');
  // Prefilled from the account.
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Job title is required', 'Industry is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/onboarding\/profile$/);

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Current job title').fill('Construction Manager');
  // The industries of every occupational group, the seed's among them, Other last.
  await page.getByRole('combobox', { name: 'Industry' }).click();
  const options = page.getByRole('option');
  for (const industry of ['Construction', 'Hospitality', 'Government', 'Human Resources', 'Logistics', 'Technology', 'Real Estate']) {
    await expect(options.filter({ hasText: new RegExp(`^${industry}$`) })).toHaveCount(1);
  }
  await expect(options.last()).toHaveText('Other');
  await page.getByRole('option', { name: 'Construction' }).click();
  await page.getByLabel('Years of experience').fill('7');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(page)).toContainText('Profile saved!');
  await expect(toast(page)).toContainText("Let's set up your career preferences next.");

  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expect(stepper.getByRole('listitem').nth(1)).toHaveAttribute('data-state', 'done');
  await expect(stepper.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Select at least one career goal')).toBeVisible();
  await expect(page.getByText('Add at least one skill')).toBeVisible();

  await page.getByLabel('Salary increase').check();
  await page.getByLabel('Remote work opportunities').check();
  await page.getByRole('button', { name: 'Python', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Python', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const custom = page.getByLabel('Add a custom skill');
  await custom.fill('  Figma  ');
  await custom.press('Enter');
  await expect(custom).toHaveValue('');
  await custom.fill('python');
  await custom.press('Enter');
  const chips = page.getByRole('list', { name: 'Selected skills' }).getByRole('listitem');
  await expect(chips).toHaveText(['Python', 'Figma']);
  await expect(page.getByText('Select at least one career goal')).toBeHidden();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page)).toContainText('Preferences saved!');
  await expect(toast(page)).toContainText("Welcome to the product! Let's start building your career.");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('Professional plan');

  // Saved to the account.
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${localStorage.getItem('auth-token')}` } });
    return (await res.json()) as Record<string, unknown>;
  });
  expect(saved).toMatchObject({
    subscriptionPlan: 'professional',
    currentTitle: 'Construction Manager',
    industry: 'Construction',
    yearsExperience: 7,
    careerGoals: ['Salary increase', 'Remote work opportunities'],
    skills: ['Python', 'Figma'],
    onboardingCompleted: true,
  });

  // An industry outside the list is refused with a message naming the allowed ones, not "Industry is required".
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/onboarding/profile', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('auth-token')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', currentTitle: 'Diver', industry: 'Underwater Basket Weaving' }),
    });
    return { status: res.status, body: (await res.json()) as { errors: Record<string, string> } };
  });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.industry).toMatch(/^Industry must be one of: Administrative Support, .*Construction, .*Hospitality, .*, Other$/);
});

test('the home dashboard links to every area and labels its sample panels', async ({ page }) => {
  await startDemo(page);
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  for (const [name, href] of [
    ['Find jobs', '/jobs'],
    ['Build your resume', '/resume'],
    ['Practise interviews', '/interview'],
    ['Plan your career', '/career'],
  ] as const) {
    await expect(quickLinks.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'View all achievements' })).toHaveAttribute('href', '/trophy-case');
  await expect(page.getByRole('link', { name: 'Set career goals' })).toHaveAttribute('href', '/career');
  for (const panel of ['Career progress', 'Recent activity', 'Career goals', 'AI recommendations', 'Achievements']) {
    await expect(page.getByRole('region', { name: panel }).getByText(/^Sample/)).toBeVisible();
  }
});

/** The account's plan as the server has it. */
async function savedPlan(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/auth/user', { headers: { Authorization: `Bearer ${localStorage.getItem('auth-token')}` } });
    return ((await res.json()) as { subscriptionPlan: string }).subscriptionPlan;
  });
}

test('a signed-in Executive user sees Executive as current; a downgrade asks first and never celebrates', async ({ page }) => {
  // The demo account starts on executive, the plan with every feature.
  await startDemo(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Change your plan' })).toBeVisible();
  await expect(page.getByTestId('onboarding-stepper')).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toHaveText('You are on the Executive plan.');
  const executive = page.getByTestId('plan-executive');
  await expect(executive).toHaveAttribute('data-current', 'true');
  await expect(executive).toHaveAttribute('data-selected', 'true');
  await expect(executive.getByText('Current plan', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('plan-professional')).toHaveAttribute('data-selected', 'false');
  await expect(page.getByTestId('confirm-plan')).toHaveText('Executive is your current plan');
  await expect(page.getByTestId('confirm-plan')).toBeDisabled();

  // Choosing Professional asks first, listing what would be lost.
  await page.getByRole('button', { name: 'Choose Professional plan' }).click();
  await page.getByRole('button', { name: 'Downgrade to Professional' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Downgrade to Professional?' })).toBeVisible();
  await expect(dialog).toContainText('From the Executive plan at $79/month to the Professional plan at $39/month.');
  await expect(dialog.getByRole('list', { name: 'You lose' }).getByRole('listitem')).toHaveText([
    'Executive resume templates',
    'A monthly 1-on-1 coaching session',
    'LinkedIn profile optimisation',
    'Salary benchmarking reports',
    'Phone and chat support',
  ]);
  // Cancel leaves the plan as it is.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await savedPlan(page)).toBe('executive');
  await expect(executive).toHaveAttribute('data-current', 'true');

  // Confirming downgrades, with a plain toast: no success page, no confetti.
  await page.getByRole('button', { name: 'Downgrade to Professional' }).click();
  await dialog.getByRole('button', { name: 'Confirm downgrade' }).click();
  await expect(toast(page).filter({ hasText: 'Switched to the Professional plan' })).toContainText('Demo mode: no payment was taken.');
  await expect(page.getByTestId('plan-professional')).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('current-plan')).toHaveText('You are on the Professional plan.');
  await expect(page.getByTestId('confirm-plan')).toHaveText('Professional is your current plan');
  expect(await savedPlan(page)).toBe('professional');
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.locator('body > canvas')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('plan-badge')).toHaveText('Professional plan');
});

test('a signed-in user not yet onboarded confirms an upgrade, listing what is gained, and goes on to the profile step', async ({ page }) => {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('upgrade'), password: 'correct horse battery', firstName: 'Una', lastName: 'Up', plan: 'professional' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-token', t), token);
  await page.goto('/subscribe');
  // Not yet onboarded: the stepper stays, with the current plan preselected.
  await expect(page.getByTestId('onboarding-stepper')).toBeVisible();
  await expect(page.getByTestId('plan-professional')).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('plan-professional')).toHaveAttribute('data-selected', 'true');

  await page.getByRole('button', { name: 'Choose Executive plan' }).click();
  await page.getByRole('button', { name: 'Upgrade to Executive' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Upgrade to Executive?' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'You gain' })).toContainText('A monthly 1-on-1 coaching session');
  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(toast(page).filter({ hasText: 'Executive plan activated' })).toBeVisible();
  // Not yet onboarded: on to the profile step.
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  expect(await savedPlan(page)).toBe('executive');
});

test('a signed-out visitor opening an onboarding step registers first', async ({ page }) => {
  await page.goto('/onboarding/preferences');
  await expect(page).toHaveURL(/\/register\?next=%2Fonboarding%2Fpreferences$/);
});

test('/payment without parameters → Invalid Payment Link and back to /subscribe', async ({ page }) => {
  await page.goto('/payment');
  await expect(toast(page)).toContainText('Invalid Payment Link');
  await expect(toast(page)).toContainText('Please select a plan first');
  await expect(page).toHaveURL(/\/subscribe$/);

  await page.goto('/payment?planId=starter');
  await expect(toast(page)).toContainText('Invalid Payment Link');
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('/payment shows the plan, the amount and demo mode without a payment key', async ({ page }) => {
  let stripeRequested = false;
  page.on('request', (request) => {
    if (request.url().includes('stripe.com')) stripeRequested = true;
  });
  await page.goto('/payment?clientSecret=x&planId=professional&amount=3900');
  await expect(page.getByTestId('payment-plan-name')).toHaveText('Professional plan');
  await expect(page.getByTestId('payment-amount')).toHaveText('$39.00');
  await expect(page.getByText('Demo mode: no card needed')).toBeVisible();
  await expect(page.getByText(/no card payment provider set up/)).toBeVisible();
  expect(stripeRequested).toBe(false);
  await page.getByRole('link', { name: 'Back to Plans' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('/payment-success shows the plan, demo mode and both buttons', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/payment-success?plan=executive');
    await expect(page.getByRole('heading', { name: 'Welcome to Stride Executive!' })).toBeVisible();
    await expect(page.getByTestId('success-plan')).toHaveText('Your Executive plan is ready.');
    await expect(page.getByTestId('success-mode')).toHaveText(
      'Demo mode: no payment was taken. Payment integration is coming soon.',
    );
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await page.getByRole('button', { name: 'Celebrate More' }).click();
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await page.waitForTimeout(600);
    // Confetti draws on the main thread: no blob: worker for the CSP to refuse.
    expect(consoleErrors).toEqual([]);
    await page.getByRole('link', { name: 'Start Building Your Career' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });
});

test('/payment-success with reduced motion celebrates without confetti', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/payment-success?plan=mystery');
  await expect(page.getByRole('heading', { name: 'Welcome to Stride!' })).toBeVisible();
  await expect(page.getByTestId('success-plan')).toHaveText('Your plan is ready.');
  await page.getByRole('button', { name: 'Celebrate More' }).click();
  await expect(page.getByTestId('toast')).toContainText('Congratulations!');
  await expect(page.locator('body > canvas')).toHaveCount(0);
  await context.close();
});
