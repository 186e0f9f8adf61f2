import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choosePlan, uniqueEmail } from './helpers';
import { linesPdf } from './pdf';

/** Registers through the API and opens the resume builder signed in. */
async function openBuilder(page: Page) {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('checks'), password: 'correct horse battery', firstName: 'Dana', lastName: 'Tester' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await choosePlan(page, token, 'professional');
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-token', t), token);
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Builder' })).toBeVisible();
}

// A resume whose first role has no dates: Stride reads the role and asks
// the person to check it.
const datelessRole = linesPdf([
  'Dana Whitfield',
  'dana.whitfield@example.com | (312) 555-0147 | Chicago, IL',
  '',
  'Experience',
  'Senior Accountant | Harbor Freight Partners',
  '- Closed the books every month',
  '- Cut the close from ten days to four',
  '',
  'Staff Accountant',
  'Lakeside Foods',
  'Jun 2016 - Aug 2019',
  '- Reconciled twelve bank accounts',
  '',
  'Education',
  'BSc Accounting',
  'University of Illinois',
  '2016',
  '',
  'Skills',
  'Excel, SQL, NetSuite',
]);

test('an uploaded role without dates is marked to check until the person fixes it', async ({ page }) => {
  await openBuilder(page);
  await page.getByLabel('Resume file (PDF, DOC or DOCX)').setInputFiles({ name: 'dana.pdf', mimeType: 'application/pdf', buffer: datelessRole });
  await expect(page.getByTestId('toast')).toContainText('Resume Uploaded Successfully');

  const notice = page.getByRole('region', { name: 'Check what Stride read' });
  await expect(notice).toContainText('Experience 1, Start date: No dates found for this role');
  await expect(page.getByTestId('unconfirmed-state')).toHaveText('1 uploaded field to check');

  // Saved as read, the resume reaches the materials screen with a reminder,
  // and the mark is back on the next visit to the builder.
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Resume Created' })).toBeVisible();
  await page.goto('/application-materials');
  await expect(page.getByTestId('unconfirmed-upload-note')).toContainText('1 field from your uploaded resume is not confirmed yet');
  await page.getByRole('link', { name: 'Check it in the Resume Builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Builder' })).toBeVisible();

  await notice.getByRole('button', { name: 'Experience 1, Start date' }).click();
  await expect(page.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
  const role = page.getByTestId('experience-entry').first();
  await expect(role.getByLabel('Job title')).toHaveValue('Senior Accountant');
  const start = role.getByLabel('Start date');
  await expect(start).toBeFocused();
  await expect(role.getByTestId('check-mark')).toContainText('Check: No dates found for this role');
  await expect(page.getByTestId('experience-entry').nth(1).getByTestId('check-mark')).toHaveCount(0);
  // The notice, the count and the mark pass the WCAG 2 A/AA rules (contrast included).
  const axe = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await start.fill('2019-09');
  await expect(role.getByTestId('check-mark')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('unconfirmed-state')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Resume Updated' })).toBeVisible();
  await page.goto('/application-materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Application Materials' })).toBeVisible();
  await expect(page.getByTestId('unconfirmed-upload-note')).toHaveCount(0);
});
