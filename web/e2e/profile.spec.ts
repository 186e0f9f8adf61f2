import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { waitForMail } from './mail';

interface Account {
  token: string;
  user: { id: string; email: string };
}

async function signUpViaApi(page: Page, body: Record<string, string>): Promise<Account> {
  const res = await page.request.post('/api/auth/register', { data: { password: 'correct horse battery', ...body } });
  expect(res.status()).toBe(201);
  const account = (await res.json()) as Account;
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('auth-token', token), account.token);
  return account;
}

const toast = (page: Page) => page.getByTestId('toast');

test('edit, save and cancel the personal information', async ({ page }) => {
  await signUpViaApi(page, { email: uniqueEmail('profile'), firstName: 'Rosalind', lastName: 'Franklin' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  const view = page.getByTestId('personal-info-view');
  await expect(view).toContainText('Rosalind');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Title').fill('Crystallographer');
  await page.getByLabel('Location').fill('London');
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully!');
  await expect(view).toContainText('Crystallographer');
  await expect(view).toContainText('London');

  await page.reload();
  await expect(view).toContainText('Crystallographer');
  await expect(view).toContainText('+44 20 7946 0000');

  // Cancel discards the edits.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill('Discard me');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(view).toContainText('Crystallographer');
  await expect(view).not.toContainText('Discard me');
  await page.reload();
  await expect(view).toContainText('Crystallographer');

  // Inline validation.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a new e-mail waits for its link; one used by another account is never revealed', async ({ page }) => {
  const taken = uniqueEmail('taken');
  const res = await page.request.post('/api/auth/register', { data: { email: taken, password: 'correct horse battery' } });
  expect(res.status()).toBe(201);
  const mover = uniqueEmail('mover');
  await signUpViaApi(page, { email: mover, firstName: 'Lise', lastName: 'Meitner' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Email').fill(taken);
  await page.getByRole('button', { name: 'Save' }).click();
  // The same answer as for a free address: the change waits for a link.
  await expect(toast(page)).toContainText('Profile updated successfully!');
  await expect(toast(page)).toContainText(`We have sent a confirmation link to ${taken}`);
  await expect(page.getByTestId('pending-email')).toContainText(taken);
  await expect(page.getByTestId('personal-info-view')).toContainText(mover);
  // The address's owner is told instead; no link to take it over.
  await waitForMail(page.request, taken, 'Your e-mail address and Stride');
});

/** A 64×48 PNG drawn on a canvas in the page. */
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#3b82f6';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(320, 240, 120, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('upload, crop and save a profile photo', async ({ page }) => {
  await signUpViaApi(page, { email: uniqueEmail('avatar'), firstName: 'Dorothy', lastName: 'Hodgkin' });
  await page.goto('/profile');
  const png = await makePng(page);

  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Scale')).toBeVisible();
  await expect(dialog.getByTestId('crop-scale-value')).toHaveText('1.0×');
  await expect(dialog.getByTestId('crop-brightness-value')).toHaveText('100%');

  // Keyboard on the sliders, then Reset restores the defaults.
  await dialog.getByRole('slider', { name: 'Brightness' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('crop-brightness-value')).toHaveText('105%');
  await dialog.getByRole('slider', { name: 'Rotation' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByTestId('crop-rotation-value')).toHaveText('-1°');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByTestId('crop-brightness-value')).toHaveText('100%');
  await expect(dialog.getByTestId('crop-rotation-value')).toHaveText('0°');

  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully!');
  await expect(dialog).toBeHidden();

  const img = page.getByTestId('profile-avatar').locator('img');
  await expect(img).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const size = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  expect(size[0]).toBeLessThanOrEqual(512);

  await page.reload();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
});

test('a file that is not an image is refused', async ({ page }) => {
  await signUpViaApi(page, { email: uniqueEmail('notimage'), firstName: 'Chien-Shiung', lastName: 'Wu' });
  await page.goto('/profile');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('just some text') });
  await expect(toast(page)).toContainText('Please select an image file');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('add, edit and delete a skill', async ({ page }) => {
  await signUpViaApi(page, { email: uniqueEmail('skills'), firstName: 'Katherine', lastName: 'Johnson' });
  await page.goto('/profile');
  await expect(page.getByTestId('career-stat-skills-value')).toHaveText('0');

  await page.getByRole('button', { name: 'Add Your First Skill' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await expect(dialog.getByLabel('Level')).toHaveText('Intermediate');
  await expect(dialog.getByLabel('Category')).toHaveText('Technical');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(dialog.getByText('Skill name is required')).toBeVisible();
  await dialog.getByLabel('Skill name').fill('Orbital Mechanics');
  await dialog.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Expert' }).click();
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(toast(page)).toContainText('Skill added successfully!');
  await expect(dialog).toBeHidden();

  const item = page.getByTestId('skill-item').filter({ hasText: 'Orbital Mechanics' });
  await expect(item.getByTestId('skill-level')).toHaveText('Expert');
  await expect(item.getByTestId('skill-level')).toHaveClass(/bg-green-100/);
  await expect(page.getByTestId('career-stat-skills-value')).toHaveText('1');

  // The dialog form is reset; a duplicate shows the server message.
  await page.getByRole('button', { name: 'Add Skill' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await expect(dialog.getByLabel('Skill name')).toHaveValue('');
  await expect(dialog.getByLabel('Level')).toHaveText('Intermediate');
  await dialog.getByLabel('Skill name').fill('orbital mechanics');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(toast(page)).toContainText('You already have this skill');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await item.getByRole('button', { name: 'Edit Orbital Mechanics' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Skill' });
  await expect(dialog.getByLabel('Skill name')).toHaveValue('Orbital Mechanics');
  await expect(dialog.getByLabel('Level')).toHaveText('Expert');
  await dialog.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Beginner' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Skill updated successfully!');
  await expect(item.getByTestId('skill-level')).toHaveText('Beginner');
  await expect(item.getByTestId('skill-level')).toHaveClass(/bg-red-100/);

  // Delete, after confirming.
  await item.getByRole('button', { name: 'Delete Orbital Mechanics' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Orbital Mechanics?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Skill deleted successfully!');
  await expect(page.getByTestId('skill-item')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Your First Skill' })).toBeVisible();
  await expect(page.getByTestId('career-stat-skills-value')).toHaveText('0');
});

test('account settings and quick actions', async ({ page }) => {
  const email = uniqueEmail('account');
  await signUpViaApi(page, { email, firstName: 'Hedy', lastName: 'Lamarr', plan: 'executive' });
  await page.goto('/profile');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('account-plan')).toHaveText('Executive');
  await expect(page.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByTestId('career-stat-averageInterviewScore-value')).toHaveText('0');
  for (const [name, href] of [
    ['Build Resume', '/resume'],
    ['Find Jobs', '/jobs'],
    ['Practice Interview', '/interview'],
    ['View Dashboard', '/dashboard'],
  ]) {
    await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
});

test('a profile edit shows at once in the apply page prefill (one cached user)', async ({ page }) => {
  const account = await signUpViaApi(page, { email: uniqueEmail('prefill'), firstName: 'Grace', lastName: 'Hopper' });
  const jobs = await page.request.get('/api/jobs?limit=1', { headers: { Authorization: `Bearer ${account.token}` } });
  const [job] = (await jobs.json()) as Array<{ id: string; title: string }>;
  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Phone')).toHaveValue('');

  // To the profile and back without reloading: the app keeps its caches.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/profile');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone').fill('+1 212 555 0199');
  await page.getByLabel('Last name').fill('Hopper-Murray');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Profile updated successfully!');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('+1 212 555 0199');
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper-Murray');
});
