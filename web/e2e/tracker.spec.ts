import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

/** A fresh demo account (Alex Morgan, five applications in every status). */
async function signInDemo(page: Page) {
  const res = await page.request.post('/api/auth/demo');
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await page.context().addInitScript((t) => window.localStorage.setItem('auth-token', t), token);
  return { token, userId: user.id };
}

async function firstJob(page: Page, search: string) {
  const res = await page.request.get(`/api/jobs?search=${encodeURIComponent(search)}&limit=1`);
  const [job] = (await res.json()) as Array<{ id: string; title: string; company: string }>;
  expect(job).toBeDefined();
  return job;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const overviewCount = (page: Page, status: string) => page.getByTestId(`overview-${status}`).getByTestId('overview-count');

test('apply page: every validation message, then a valid submission lands on the tracker', async ({ page }) => {
  await signInDemo(page);
  const job = await firstJob(page, 'product manager');
  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByTestId('match-banner')).toContainText('%');

  // Prefilled from the profile: name, e-mail and the bio as cover letter.
  await expect(page.getByLabel('Full Name')).toHaveValue('Alex Morgan');
  await expect(page.getByLabel('Email')).toHaveValue(/@demo\.stride\.local$/);
  await expect(page.getByLabel('Cover Letter')).toHaveValue(/^Product manager with six years/);

  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Resume URL (optional)').fill('my resume');
  await page.getByLabel('Cover Letter').fill('Too short to count.');
  await page.getByLabel('Portfolio URL (optional)').fill('portfolio');
  await page.getByLabel('LinkedIn URL (optional)').fill('linkedin');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter a valid resume URL',
    'Cover letter must be at least 50 characters',
    'Please select your experience level',
    'Please select your availability',
    'Please enter a valid portfolio URL',
    'Please enter a valid LinkedIn URL',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Full Name').fill('Alex Morgan');
  await page.getByLabel('Email').fill('alex.morgan@example.com');
  await page.getByLabel('Phone').fill('+1 512 555 0142');
  await page.getByLabel('Resume URL (optional)').fill('https://example.com/alex-morgan.pdf');
  await page
    .getByLabel('Cover Letter')
    .fill('I have shipped B2B products for six years and would love to bring that experience to your team.');
  await page.getByLabel('Portfolio URL (optional)').fill('');
  await page.getByLabel('LinkedIn URL (optional)').fill('https://www.linkedin.com/in/alex-morgan');
  await chooseOption(page, 'Experience Level', 'Senior (5-8 years)');
  await chooseOption(page, 'Availability', 'In 2 weeks');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByTestId('toast')).toContainText('Application Submitted!');
  // A sample posting: the confirmation says what really happened.
  await expect(page.getByTestId('toast')).toContainText('Saved to your tracker. This is a sample posting: no employer receives it.');
  await expect(page.getByTestId('toast')).not.toContainText("We'll be in touch");
  await expect(page).toHaveURL(/\/tracker$/);
  const card = page.getByTestId('tracker-application').filter({ hasText: job.title });
  await expect(card.first()).toContainText(job.company);
  await expect(card.first().getByTestId('status-badge')).toHaveText('Applied');

  // Applying twice is refused with the server's message.
  await page.goto(`/jobs/${job.id}/apply`);
  await chooseOption(page, 'Experience Level', 'Senior (5-8 years)');
  await chooseOption(page, 'Availability', 'Immediately');
  await page.getByLabel('Phone').fill('+1 512 555 0142');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application Failed');
  await expect(page.getByTestId('toast')).toContainText('You have already applied to this job');
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("apply page for an unknown job says 'Job not found'", async ({ page }) => {
  await signInDemo(page);
  await page.goto('/jobs/no-such-job/apply');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('tracker: add, edit (overview counts move), status history, delete with confirmation', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'All Applications (5)' })).toBeVisible();
  for (const status of ['applied', 'screening', 'interview', 'offer', 'rejected']) {
    await expect(overviewCount(page, status)).toHaveText('1');
  }

  await page.getByRole('button', { name: 'Add Application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(dialog.getByLabel('Job Title')).toHaveAttribute('placeholder', 'e.g. Senior Product Manager');
  await dialog.getByLabel('Job Title').fill('Principal Product Manager');
  await dialog.getByLabel('Company').fill('Quarry Labs');
  await dialog.getByLabel('Notes').fill('Met the hiring manager at a meetup.');
  await dialog.getByLabel('Next Steps').fill('Send the portfolio deck');
  await dialog.getByRole('button', { name: 'Add Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added successfully!');
  await expect(page.getByRole('heading', { name: 'All Applications (6)' })).toBeVisible();
  await expect(overviewCount(page, 'applied')).toHaveText('2');

  const card = page.getByTestId('tracker-application').filter({ hasText: 'Principal Product Manager' });
  await expect(card).toContainText('Quarry Labs');
  await expect(card).toContainText('Met the hiring manager at a meetup.');
  await expect(card).toContainText('Next: Send the portfolio deck');
  await expect(card).toContainText(/Applied \w{3} \d{1,2}, \d{4}/);
  await expect(card).toContainText(/Updated \w{3} \d{1,2}, \d{4}/);

  await card.getByRole('button', { name: 'Edit Principal Product Manager at Quarry Labs' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(edit.getByLabel('Job Title')).toHaveValue('Principal Product Manager');
  await edit.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Offer' }).click();
  await edit.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application updated successfully!');
  await expect(card.getByTestId('status-badge')).toHaveText('Offer');
  await expect(overviewCount(page, 'applied')).toHaveText('1');
  await expect(overviewCount(page, 'offer')).toHaveText('2');
  const history = card.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Applied');
  await expect(history.nth(1)).toContainText('Offer');

  await card.getByRole('button', { name: 'Delete Principal Product Manager at Quarry Labs' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this application?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  // Focus goes back to the button that opened the confirmation, not to the page.
  await expect(card.getByRole('button', { name: 'Delete Principal Product Manager at Quarry Labs' })).toBeFocused();
  await card.getByRole('button', { name: 'Delete Principal Product Manager at Quarry Labs' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application deleted successfully!');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'All Applications (5)' })).toBeVisible();
  await expect(overviewCount(page, 'offer')).toHaveText('1');
});

test('Export downloads a CSV holding the applications', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/tracker');
  await page.getByRole('button', { name: 'Add Application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Application' });
  await dialog.getByLabel('Job Title').fill('Export Check Analyst');
  await dialog.getByLabel('Company').fill('Ledger & Co');
  await dialog.getByRole('button', { name: 'Add Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added successfully!');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^stride-applications-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Job Title,Company,Status');
  expect(csv).toContain('Export Check Analyst,Ledger & Co,applied');
  expect(csv).toContain('Product Lead,Cobalt Logistics');
});

test('on a 375 px phone a card gives its title the width beside the buttons, with the status under the company', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInDemo(page);
  await page.goto('/applications');
  const cards = page.getByTestId('tracker-application');
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) {
    const [box, title, company, badge, edit] = await Promise.all([
      card.boundingBox(),
      card.getByRole('heading', { level: 3 }).boundingBox(),
      card.locator('h3 + p').boundingBox(),
      card.getByTestId('status-badge').boundingBox(),
      card.getByRole('button', { name: /^Edit / }).boundingBox(),
    ]);
    if (!box || !title || !company || !badge || !edit) throw new Error('a card part is not on the page');
    // The title runs up to the buttons: all of the card's width but theirs.
    expect(edit.x - (title.x + title.width)).toBeLessThanOrEqual(16);
    expect(badge.y).toBeGreaterThanOrEqual(company.y + company.height);
    expect(badge.x).toBeCloseTo(title.x, 0);
  }

  // From sm the status sits on the title's row, before the buttons.
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = cards.first();
  const [title, badge, edit] = await Promise.all([
    card.getByRole('heading', { level: 3 }).boundingBox(),
    card.getByTestId('status-badge').boundingBox(),
    card.getByRole('button', { name: /^Edit / }).boundingBox(),
  ]);
  expect(badge!.y).toBeLessThan(title!.y + title!.height);
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(edit!.x);
});
