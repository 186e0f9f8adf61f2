import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { choosePlan, uniqueEmail } from './helpers';
import { zipFiles } from './zip';

interface Account {
  token: string;
  user: { id: string; email: string };
}

/** Registers through the API and opens the resume builder signed in. */
async function openBuilder(page: Page, firstName = 'Riley'): Promise<Account> {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('resume'), password: 'correct horse battery', firstName, lastName: 'Tester' },
  });
  expect(res.status()).toBe(201);
  const account = (await res.json()) as Account;
  await choosePlan(page, account.token, 'professional');
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('auth-token', token), account.token);
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Resume Builder' })).toBeVisible();
  return account;
}

const toast = (page: Page) => page.getByTestId('toast');
const editorTab = (page: Page, name: string) => page.getByRole('tab', { name });

async function fillPersonal(page: Page, name: string, email: string) {
  await editorTab(page, 'Personal').click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
}

async function resumeIdOf(page: Page, account: Account): Promise<string> {
  const res = await page.request.get(`/api/users/${account.user.id}/resumes`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.ok()).toBeTruthy();
  const list = (await res.json()) as { id: string; isDefault: boolean }[];
  expect(list.length).toBeGreaterThan(0);
  return (list.find((r) => r.isDefault) ?? list[0]).id;
}

test('the builder opens on Personal with the chat greeting, template badge and an empty preview', async ({ page }) => {
  await openBuilder(page);
  await expect(page).toHaveTitle('AI Resume Builder · Stride');
  await expect(editorTab(page, 'Personal')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('chat-assistant').first()).toHaveText(
    "Assistant: Let's build your resume together! I'll ask a few questions and fill in your resume as we go.",
  );
  await expect(page.getByTestId('template-badge')).toHaveText('Modern Professional');
  await expect(page.getByTestId('save-state')).toHaveText('Not saved yet');
  await expect(page.getByTestId('extracted-content')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Professional summary')).toHaveAttribute('rows', '4');
});

test('the AI interview asks three questions and each answer fills the editor', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('button', { name: 'Start AI Interview' }).click();
  const assistant = page.getByTestId('chat-assistant');
  await expect(assistant.nth(1)).toContainText("What's your full name");

  const answer = page.getByLabel('Your answer');
  const send = page.getByRole('button', { name: 'Send answer' });
  await expect(send).toBeDisabled();
  await answer.fill('   ');
  await expect(send).toBeDisabled();

  // 1. Name → Personal's name (Enter sends).
  await answer.fill('jordan lee');
  await answer.press('Enter');
  await expect(page.getByTestId('chat-user').first()).toHaveText('You: jordan lee');
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Lee');
  await expect(page.getByTestId('preview-name')).toHaveText('Jordan Lee');
  await expect(assistant.nth(2)).toContainText('e-mail address, phone number and city');

  // Shift+Enter is a new line, not a send.
  await answer.press('Shift+Enter');
  await expect(page.getByTestId('chat-user')).toHaveCount(1);

  // 2. Contact → email, phone and location.
  await answer.fill('jordan.lee@example.com, (555) 123-4567, Denver');
  await send.click();
  await expect(page.getByLabel('Email')).toHaveValue('jordan.lee@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 123-4567');
  await expect(page.getByLabel('Location')).toHaveValue('Denver');
  await expect(assistant.nth(3)).toContainText('current or most recent job title');

  // 3. Current role → a new experience entry.
  await answer.fill('Product Manager at Acme since March 2021');
  await answer.press('Enter');
  await expect(assistant.nth(4)).toBeVisible();
  await editorTab(page, 'Experience').click();
  const entry = page.getByTestId('experience-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByLabel('Job title')).toHaveValue('Product Manager');
  await expect(entry.getByLabel('Company')).toHaveValue('Acme');
  await expect(entry.getByLabel('Start date')).toHaveValue('2021-03');
  await expect(entry.getByRole('checkbox', { name: 'Current role' })).toBeChecked();
  await expect(page.getByTestId('resume-preview')).toContainText('Mar 2021 – Present');

  // The conversation is saved with the resume and comes back on reload.
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(toast(page)).toContainText('Resume Created');
  await page.reload();
  await expect(page.getByTestId('chat-user')).toHaveCount(3);
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Lee');
  await expect(page.getByLabel('Your answer')).toBeVisible();
});

test('switching the template changes the badge and the preview', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('radio', { name: /Creative Designer/ }).click();
  await expect(page.getByTestId('template-badge')).toHaveText('Creative Designer');
  await expect(page.getByTestId('resume-preview')).toHaveAttribute('data-template', 'creative');
  await page.getByRole('radio', { name: /Executive Classic/ }).click();
  await expect(page.getByTestId('template-badge')).toHaveText('Executive Classic');
  await expect(page.getByRole('radio', { name: /Executive Classic/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /Creative Designer/ })).toHaveAttribute('aria-checked', 'false');
});

test('every editor tab edits the resume; saving creates, then updates it', async ({ page }) => {
  await openBuilder(page);
  await fillPersonal(page, 'Casey Morgan', 'casey@example.com');
  await page.getByLabel('Professional summary').fill('Backend engineer who ships.');

  // Experience: add two, move the second up, remove one.
  await editorTab(page, 'Experience').click();
  await expect(page.getByText('No experience yet. Add your most recent role first.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const entries = page.getByTestId('experience-entry');
  await expect(entries).toHaveCount(2);
  await entries.nth(0).getByLabel('Job title').fill('Junior Developer');
  await entries.nth(1).getByLabel('Job title').fill('Senior Developer');
  await entries.nth(1).getByLabel('Company').fill('Globex');
  await entries.nth(1).getByLabel('Description').fill('• Led the API team');
  await expect(entries.nth(1).getByLabel('Description')).toHaveAttribute('rows', '3');
  await expect(page.getByRole('button', { name: 'Move experience 1 up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move experience 2 up' }).click();
  await expect(entries.nth(0).getByLabel('Job title')).toHaveValue('Senior Developer');
  await expect(entries.nth(1).getByLabel('Job title')).toHaveValue('Junior Developer');
  await entries.nth(0).getByRole('checkbox', { name: 'Current role' }).click();
  await expect(entries.nth(0).getByLabel('End date')).toHaveValue('Present');
  await expect(entries.nth(0).getByLabel('End date')).toBeDisabled();
  await page.getByRole('button', { name: 'Remove experience 2' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0).getByLabel('Job title')).toHaveValue('Senior Developer');

  // Education.
  await editorTab(page, 'Education').click();
  await page.getByRole('button', { name: 'Add Education' }).click();
  const education = page.getByTestId('education-entry');
  await education.getByLabel('Degree').fill('B.S. Computer Science');
  await education.getByLabel('School').fill('State University');
  await education.getByLabel('Graduation date').fill('2018-05');

  // Skills: Enter adds, duplicates in any case are skipped, chips can be removed.
  await editorTab(page, 'Skills').click();
  const skillInput = page.getByLabel('Add a skill');
  await skillInput.fill('Go');
  await skillInput.press('Enter');
  await skillInput.fill('Python, SQL');
  await skillInput.press('Enter');
  await skillInput.fill('go');
  await skillInput.press('Enter');
  await expect(page.getByText('Already on your list: go')).toBeVisible();
  await expect(page.getByTestId('skill-chip')).toHaveText(['Go', 'Python', 'SQL']);
  await page.getByRole('button', { name: 'Remove skill SQL' }).click();
  await expect(page.getByTestId('skill-chip')).toHaveText(['Go', 'Python']);

  // Projects: technologies are comma-separated.
  await editorTab(page, 'Projects').click();
  await page.getByRole('button', { name: 'Add Project' }).click();
  const project = page.getByTestId('project-entry');
  await project.getByLabel('Project name').fill('Trail Finder');
  await project.getByLabel('Description').fill('Finds hiking trails near you.');
  await project.getByLabel('Technologies').fill('React, Go, react');

  // The preview shows every section like the PDF.
  const preview = page.getByTestId('resume-preview');
  await expect(page.getByTestId('preview-name')).toHaveText('Casey Morgan');
  for (const section of ['Summary', 'Experience', 'Education', 'Skills', 'Projects']) {
    await expect(preview.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(preview).toContainText('Globex');
  await expect(preview).toContainText('B.S. Computer Science');
  await expect(preview).toContainText('Go · Python');
  await expect(preview).toContainText('Technologies: React, Go');

  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(toast(page)).toContainText('Resume Created');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  await editorTab(page, 'Personal').click();
  await page.getByLabel('Location').fill('Portland, OR');
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save Resume' }).click();
  await expect(toast(page)).toContainText('Resume Updated');

  // The saved resume is the default one and opens again.
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Portland, OR');
  await editorTab(page, 'Skills').click();
  await expect(page.getByTestId('skill-chip')).toHaveText(['Go', 'Python']);
  await editorTab(page, 'Projects').click();
  await expect(page.getByTestId('project-entry').getByLabel('Technologies')).toHaveValue('React, Go');
});

test('Download PDF saves first and downloads a real PDF', async ({ page }) => {
  const account = await openBuilder(page);
  await fillPersonal(page, 'Dana Whitfield', 'dana@example.com');
  await page.getByLabel('A4').check();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  const id = await resumeIdOf(page, account);
  const res = await page.request.get(`/api/resumes/${id}/pdf?paper=letter&template=creative`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).length).toBeGreaterThan(1024);

  // The Word download is a real DOCX (a zip holding word/document.xml).
  const wordPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word' }).click();
  const word = await wordPromise;
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const docx = readFileSync(await word.path());
  expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(docx.includes(Buffer.from('word/document.xml'))).toBeTruthy();
});

test('JSON Resume export and import round trip', async ({ page }) => {
  await openBuilder(page);
  await fillPersonal(page, 'Morgan Avery', 'morgan@example.com');
  await editorTab(page, 'Skills').click();
  await page.getByLabel('Add a skill').fill('Kotlin');
  await page.getByLabel('Add a skill').press('Enter');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const doc = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    basics: { name: string; email: string };
    skills: { name: string }[];
  };
  expect(doc.basics.name).toBe('Morgan Avery');
  expect(doc.basics.email).toBe('morgan@example.com');
  expect(doc.skills.map((s) => s.name)).toContain('Kotlin');

  // Import an edited copy: the editor fills in, unsaved.
  doc.basics.name = 'Morgan A. Avery';
  await page.getByLabel('JSON Resume file').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc)),
  });
  await expect(toast(page)).toContainText('JSON Resume Imported');
  await expect(page.getByLabel('Full name')).toHaveValue('Morgan A. Avery');
  await expect(page.getByLabel('Email')).toHaveValue('morgan@example.com');
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');

  // A file that is not JSON Resume is refused with the server's message.
  await page.getByLabel('JSON Resume file').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(toast(page)).toContainText('Import Failed');
  await expect(toast(page)).toContainText('This is not a JSON Resume file');
});

test('uploading a PDF resume fills the editor and shows the extracted text', async ({ page }) => {
  await openBuilder(page);
  await page.getByLabel('Resume file (PDF, DOC or DOCX)').setInputFiles(fileURLToPath(new URL('./fixtures/maya-chen.pdf', import.meta.url)));
  await expect(toast(page)).toContainText('Resume Uploaded Successfully');
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Chen');
  await expect(page.getByLabel('Email')).toHaveValue('maya.chen@example.com');
  await editorTab(page, 'Experience').click();
  await expect(page.getByTestId('experience-entry').first().getByLabel('Company')).toHaveValue('Brightline Labs');

  const extracted = page.getByTestId('extracted-content');
  await expect(extracted.getByRole('heading', { name: 'Extracted Resume Content' })).toBeVisible();
  await expect(extracted.getByLabel('Extracted text')).toContainText('Brightline Labs');
  await extracted.getByRole('button', { name: 'Hide' }).click();
  await expect(extracted).toHaveCount(0);
  await page.getByRole('button', { name: 'Show extracted text' }).click();
  await expect(page.getByTestId('extracted-content')).toBeVisible();
});

test('the PDF Stride makes can be uploaded back and parsed to the same name and e-mail', async ({ page }) => {
  await openBuilder(page);
  await fillPersonal(page, 'Quinn Harper', 'quinn.harper@example.com');
  await page.getByLabel('Phone').fill('(555) 987-6543');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfPath = await (await downloadPromise).path();

  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Resume file (PDF, DOC or DOCX)').setInputFiles({
    name: 'quinn.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(pdfPath),
  });
  await expect(toast(page)).toContainText('Resume Uploaded Successfully');
  await expect(page.getByLabel('Full name')).toHaveValue('Quinn Harper');
  await expect(page.getByLabel('Email')).toHaveValue('quinn.harper@example.com');
});

test('an unreadable file fails with the seed toast and the server reason', async ({ page }) => {
  await openBuilder(page);
  await page.getByLabel('Resume file (PDF, DOC or DOCX)').setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not really a pdf'),
  });
  await expect(toast(page)).toContainText('Upload Failed');
  await expect(toast(page)).toContainText('Failed to process the uploaded file. Please try again.');
  await expect(page.getByText('This file is not a PDF, DOC or DOCX document.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a LinkedIn ZIP export fills the name and the position', async ({ page }) => {
  await openBuilder(page);
  const zip = zipFiles({
    'Profile.csv':
      'First Name,Last Name,Headline,Summary\nAvery,Lindqvist,Data Engineer at Northwind,"Data engineer who turns messy pipelines into reliable ones."\n',
    'Positions.csv':
      'Company Name,Title,Description,Location,Started On,Finished On\nNorthwind Traders,Data Engineer,"Built the streaming ingestion platform.","Seattle, WA",Jan 2020,\n',
  });
  await page.getByLabel('LinkedIn export file (.zip or .csv)').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: zip,
  });
  await expect(toast(page)).toContainText('LinkedIn Import Successful');
  await expect(page.getByTestId('linkedin-summary')).toContainText(/Imported .*1 position\b/);
  await expect(page.getByLabel('Full name')).toHaveValue('Avery Lindqvist');
  await expect(page.getByLabel('Professional summary')).toHaveValue(/messy pipelines/);
  await editorTab(page, 'Experience').click();
  const entry = page.getByTestId('experience-entry').first();
  await expect(entry.getByLabel('Job title')).toHaveValue('Data Engineer');
  await expect(entry.getByLabel('Company')).toHaveValue('Northwind Traders');
});

test('a file that is not a LinkedIn export fails with the seed toast', async ({ page }) => {
  await openBuilder(page);
  await page.getByLabel('LinkedIn export file (.zip or .csv)').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip file at all'),
  });
  await expect(toast(page)).toContainText('LinkedIn Import Failed');
  await expect(toast(page)).toContainText("Unable to process LinkedIn file. Please ensure it's a valid LinkedIn export.");
});

test('AI Optimize without a posting proposes strong verbs; Discard keeps the resume, Keep applies them', async ({ page }) => {
  await openBuilder(page);
  await fillPersonal(page, 'Jamie Rivera', 'jamie@example.com');
  await editorTab(page, 'Experience').click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const entry = page.getByTestId('experience-entry');
  await entry.getByLabel('Job title').fill('Backend Developer');
  await entry.getByLabel('Description').fill('responsible for the Python APIs, deployed with Docker and Kubernetes');

  await page.getByLabel('Target role').fill('Software Engineer');
  await page.getByRole('button', { name: 'AI Optimize' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'AI suggestions for Software Engineer' })).toBeVisible();
  const changes = dialog.getByTestId('optimize-suggestions');
  await expect(changes).toContainText('Backend Developer');
  await expect(changes).toContainText('Before: responsible for the Python APIs');
  await expect(changes).toContainText('After: Owned the Python APIs');

  // Discard keeps the resume as it was.
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(entry.getByLabel('Description')).toHaveValue(/^responsible for/);

  await page.getByRole('button', { name: 'AI Optimize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep Changes' }).click();
  await expect(toast(page)).toContainText('Resume Optimized');
  await expect(entry.getByLabel('Description')).toHaveValue(/^Owned the Python APIs/);
});

test('at 375 px the builder fits the screen, tabs included', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openBuilder(page);
  await editorTab(page, 'Experience').click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  const entry = page.getByTestId('experience-entry');
  await entry.getByLabel('Job title').fill('Principal Site Reliability Engineering Manager');
  await entry.getByLabel('Company').fill('International Business Machines Corporation');
  await expect(page.getByRole('button', { name: 'Remove experience 1' })).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ['Personal', 'Experience', 'Education', 'Skills', 'Projects']) {
    const box = await editorTab(page, name).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBeTruthy();
  }
});
