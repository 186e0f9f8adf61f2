import { expect, test, type Page } from '@playwright/test';

// Issue 42: sample postings say so, applying is truthful, and a user adds a
// job they found elsewhere (theirs alone).

async function signInDemo(page: Page) {
  const res = await page.request.post('/api/auth/demo');
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await page.context().addInitScript((t) => window.localStorage.setItem('auth-token', t), token);
  return { token, userId: user.id };
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('sample postings are marked on cards and the apply page; applying to one says no employer receives it', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/jobs');
  const card = page.getByTestId('job-card').first();
  await expect(card.getByTestId('sample-badge')).toHaveText('Sample posting');
  await expect(card.getByTestId('sample-notice')).toContainText('Generated from O*NET occupation data, not posted by an employer.');
  await expect(card.getByRole('link', { name: 'About the data' })).toHaveAttribute('href', '/about-data');

  const res = await page.request.get('/api/jobs?search=accountant&limit=1');
  const [job] = (await res.json()) as Array<{ id: string; title: string; company: string; sample: boolean; source: string }>;
  expect(job.sample).toBe(true);
  expect(job.source).toBe('sample');
  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('This is a sample posting.')).toBeVisible();
  await expect(page.getByText('what you send is saved to your tracker, and no employer receives it')).toBeVisible();

  await page.getByLabel('Phone').fill('+1 512 555 0142');
  await page.getByLabel('Cover Letter').fill('I have closed the books for six years and would love to bring that care to your team.');
  await chooseOption(page, 'Experience Level', 'Senior (5-8 years)');
  await chooseOption(page, 'Availability', 'In 2 weeks');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved to your tracker. This is a sample posting: no employer receives it.');
  await expect(page).toHaveURL(/\/tracker$/);
  await expect(page.getByTestId('tracker-application').filter({ hasText: job.title }).first()).toContainText(job.company);
});

test('add a job you found from its text; Apply opens the employer page in a new tab and records it; nobody else sees it', async ({ page, browser }) => {
  const { token } = await signInDemo(page);
  // The employer's site, answered here so that the journey needs no network.
  await page.context().route('https://careers.lakeside.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Lakeside Hospital careers</title><h1>Apply</h1>' }),
  );
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Add a job you found' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a job you found' });
  await dialog
    .getByLabel('Link or text of the posting')
    .fill('Clinical Nurse Educator at Lakeside Hospital\nLocation: Madison, WI\nPay: $40 - $48 / hour\n\nTeach and mentor new nurses on our medical units. Part-time.');
  await dialog.getByRole('button', { name: 'Read posting' }).click();
  await expect(dialog.getByText('Read from the text you pasted: check the details.')).toBeVisible();
  await expect(dialog.getByLabel('Job title')).toHaveValue('Clinical Nurse Educator');
  await expect(dialog.getByLabel('Company')).toHaveValue('Lakeside Hospital');
  await expect(dialog.getByLabel('Location')).toHaveValue('Madison, WI');
  await expect(dialog.getByLabel('Salary (optional)')).toHaveValue('$40 - $48 / hour');
  await expect(dialog.getByLabel('Description')).toHaveValue(/Teach and mentor new nurses/);
  await dialog.getByLabel('Apply link (optional)').fill('not a link');
  await dialog.getByRole('button', { name: 'Add job' }).click();
  await expect(dialog.getByText('Apply URL must be a valid http(s) URL')).toBeVisible();
  await dialog.getByLabel('Apply link (optional)').fill('https://careers.lakeside.example/apply/42');
  await dialog.getByRole('button', { name: 'Add job' }).click();

  await expect(page.getByTestId('toast')).toContainText('Only you can see it.');
  await expect(page).toHaveURL(/\/jobs\/[^/]+\/apply$/);
  const jobId = new URL(page.url()).pathname.split('/')[2];
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical Nurse Educator' })).toBeVisible();
  await expect(page.getByTestId('sample-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: "Apply on Lakeside Hospital's site" }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://careers.lakeside.example/apply/42');
  await tab.close();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to your tracker' })).toContainText('is marked Applied in your tracker');

  // In the job search it is a card like any other, without the sample mark;
  // its Apply Now goes to the employer too, and the tracker holds it once.
  await page.goto('/jobs');
  await page.getByLabel('Keywords').fill('Clinical Nurse Educator');
  await page.getByRole('button', { name: 'Search Jobs' }).click();
  const card = page.getByTestId('job-card').filter({ hasText: 'Lakeside Hospital' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('sample-badge')).toHaveCount(0);
  const [again] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('button', { name: /^Apply Now on Lakeside Hospital's site/ }).click(),
  ]);
  await again.waitForLoadState();
  expect(again.url()).toBe('https://careers.lakeside.example/apply/42');
  await again.close();
  await expect(page.getByTestId('toast').filter({ hasText: 'Already in your tracker' })).toBeVisible();

  await page.goto('/tracker');
  await expect(page.getByTestId('tracker-application').filter({ hasText: 'Clinical Nurse Educator' })).toHaveCount(1);

  // Another user never sees it.
  const other = await browser.newContext();
  const res = await other.request.post(new URL('/api/auth/demo', page.url()).toString());
  const { token: otherToken } = (await res.json()) as { token: string };
  const seen = await other.request.get(new URL(`/api/jobs/${jobId}`, page.url()).toString(), { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(seen.status()).toBe(404);
  const mine = await page.request.get(`/api/jobs/${jobId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { source: string }).source).toBe('user');
  await other.close();
});

test('an ingested posting is real: no sample mark, and Apply Now opens the employer page and records it in the tracker', async ({ page }) => {
  await signInDemo(page);
  await page.context().route('https://careers.ironworks.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Ironworks careers</title><h1>Apply</h1>' }),
  );
  // The server ingests JOB_SOURCES (e2e/fixtures/job-postings.csv) just after it is ready.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/jobs?search=Ironworks');
      return ((await res.json()) as Array<{ company: string; source: string; sample: boolean }>).filter((j) => j.company === 'Ironworks Fabrication');
    })
    .toEqual([expect.objectContaining({ sample: false, source: expect.stringMatching(/^file:.*job-postings\.csv$/) })]);

  await page.goto('/jobs');
  await page.getByLabel('Keywords').fill('Ironworks Welder');
  await page.getByRole('button', { name: 'Search Jobs' }).click();
  const card = page.getByTestId('job-card').filter({ hasText: 'Ironworks Fabrication' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('sample-badge')).toHaveCount(0);
  await expect(card).toContainText('$24 - $30 / hour');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('button', { name: /^Apply Now on Ironworks Fabrication's site/ }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://careers.ironworks.example/jobs/w-101');
  await tab.close();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to your tracker' })).toContainText('Welder is marked Applied');

  // Saved, it applies the same way from the saved jobs.
  await card.getByRole('button', { name: 'Save Welder' }).click();
  await page.getByTestId('saved-jobs-button').click();
  const saved = page.getByRole('dialog');
  const [fromSaved] = await Promise.all([
    page.context().waitForEvent('page'),
    saved.getByRole('button', { name: 'Apply Now: Welder' }).click(),
  ]);
  await fromSaved.waitForLoadState();
  expect(fromSaved.url()).toBe('https://careers.ironworks.example/jobs/w-101');
  await fromSaved.close();
  await expect(page.getByTestId('toast').filter({ hasText: 'Already in your tracker' })).toBeVisible();

  await page.goto('/tracker');
  const tracked = page.getByTestId('tracker-application').filter({ hasText: 'Ironworks Fabrication' });
  await expect(tracked).toHaveCount(1);
  await expect(tracked.getByTestId('status-badge')).toHaveText('Applied');
});
