import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { choosePlan, uniqueEmail } from './helpers';

// Issue 41: AI Optimize against a pasted posting. The target role starts as
// the profile's title; the dialog shows the coverage, the posting's terms by
// what the resume has of them, and each proposed rewrite, kept one by one.

async function openBuilderAs(page: Page, title: string) {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('optimize'), password: 'correct horse battery', firstName: 'Marcus', lastName: 'Bell' },
  });
  expect(res.status()).toBe(201);
  const account = (await res.json()) as { token: string; user: { id: string } };
  await choosePlan(page, account.token, 'professional');
  const put = await page.request.put(`/api/users/${account.user.id}`, {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { currentTitle: title },
  });
  expect(put.ok()).toBeTruthy();
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('auth-token', token), account.token);
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Builder' })).toBeVisible();
}

const posting = `HR Business Partner - Plant Operations
What you will do
- Own onboarding for a high volume of hourly hires.
- Manage leaves of absence and accommodations.
- Keep employee data accurate in our HRIS (Dayforce preferred).`;

test('AI Optimize against a pasted posting: coverage, terms by status, rewrites kept one by one', async ({ page }) => {
  await openBuilderAs(page, 'HR Generalist');
  await expect(page.getByLabel('Target role')).toHaveValue('HR Generalist');

  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const entry = page.getByTestId('experience-entry');
  await entry.getByLabel('Job title').fill('HR Generalist');
  await entry.getByLabel('Company').fill('Carolina Precision Plastics');
  await entry
    .getByLabel('Description')
    .fill(
      '• Rebuilt new-hire orientation into a 2-day program; 90-day turnover fell from 31% to 18%\n• Administer FMLA, ADA accommodation requests and short-term disability claims',
    );

  await page.getByLabel('Job description').fill(posting);
  await page.getByRole('button', { name: 'AI Optimize' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'AI suggestions for HR Generalist' })).toBeVisible();
  await expect(dialog.getByTestId('coverage')).toContainText('0% now');
  await expect(dialog.getByTestId('coverage')).toContainText('50% with every suggestion kept');
  const backed = dialog.getByRole('region', { name: 'Backed by your resume, in other words' });
  await expect(backed).toContainText('onboarding ← new-hire orientation');
  await expect(backed).toContainText('leaves of absence');
  await expect(dialog.getByRole('region', { name: 'Not on your resume' })).toContainText('Dayforce');

  // The open dialog passes WCAG 2 A/AA (labels, contrast of the term chips).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`)).toEqual([]);

  const suggestions = dialog.getByTestId('optimize-suggestions').getByRole('listitem');
  await expect(suggestions).toHaveCount(2);
  await expect(suggestions.first()).toContainText('After: • Rebuilt new-hire orientation (onboarding) into a 2-day program');
  // Keep only the first rewrite.
  await suggestions.nth(1).getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Keep Changes' }).click();

  const description = entry.getByLabel('Description');
  await expect(description).toHaveValue(/new-hire orientation \(onboarding\) into a 2-day program/);
  await expect(description).toHaveValue(/short-term disability claims$/);
  await expect(description).not.toHaveValue(/Dayforce/);
});

test("AI Optimize writes a posting's abbreviation beside the certification that spells it out", async ({ page }) => {
  await openBuilderAs(page, 'Field Agronomist');
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const entry = page.getByTestId('experience-entry');
  await entry.getByLabel('Job title').fill('Field Agronomist');
  await entry.getByLabel('Company').fill('Prairie Co-op');
  await entry.getByLabel('Description').fill('• Ran morning safety huddles for the seed crew');
  await page.getByRole('tab', { name: 'Education' }).click();
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await page.getByLabel('Certification', { exact: true }).fill('Certified Crop Adviser');
  await page.getByLabel('Issuer').fill('American Society of Agronomy');

  await page.getByLabel('Job description').fill('Agronomist\nResponsibilities:\n- Lead daily toolbox talks\nRequirements:\n- CCA required');
  await page.getByRole('button', { name: 'AI Optimize' }).click();
  const dialog = page.getByRole('dialog');
  const backed = dialog.getByRole('region', { name: 'Backed by your resume, in other words' });
  await expect(backed).toContainText('CCA ← Certified Crop Adviser');
  await expect(backed).toContainText('toolbox talks ← safety huddles');
  const suggestions = dialog.getByTestId('optimize-suggestions').getByRole('listitem');
  await expect(suggestions.filter({ hasText: 'After: Certified Crop Adviser (CCA)' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Keep Changes' }).click();

  await expect(page.getByLabel('Certification', { exact: true })).toHaveValue('Certified Crop Adviser (CCA)');
  await expect(page.getByLabel('Issuer')).toHaveValue('American Society of Agronomy');
  await page.getByRole('tab', { name: 'Experience' }).click();
  await expect(entry.getByLabel('Description')).toHaveValue('• Ran morning safety huddles (toolbox talks) for the seed crew');
});
