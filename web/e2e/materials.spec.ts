import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemo, startDemo } from './helpers';

// Application Materials (seed 001 §2.9) against the real binary and its
// local engine: the demo account has a profile, a resume and skills to write
// from.

function toastWith(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const description =
  'Redwood Analytics is hiring a Product Analyst. You will turn data analysis into roadmaps, write SQL every day and ' +
  'present findings with clear communication to product and engineering leaders.';

async function openMaterials(page: Page) {
  await startDemo(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: /Application Materials/ }).click();
  await expect(page).toHaveURL(/\/application-materials$/);
  await expect(page.getByRole('heading', { name: 'Application Materials', level: 1 })).toBeVisible();
  // The form is prefilled from the demo profile.
  await expect(page.getByLabel('Your Name').first()).toHaveValue('Alex Morgan');
}

async function generateLetter(page: Page, title: string, company: string) {
  await page.getByLabel('Job Title').first().fill(title);
  await page.getByLabel('Company Name').first().fill(company);
  await page.getByLabel('Job Description').first().fill(description.replace('Redwood Analytics', company));
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(toastWith(page, 'Cover Letter Generated').last()).toBeVisible();
  await expect(page.getByTestId('generated-text')).toContainText(company);
}

test('generate each of the three, copy them, and find them saved', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMaterials(page);
  const saved = (id: string) => page.getByTestId(id);
  await expect(saved('saved-cover-letters')).toContainText('No saved cover letters');
  await expect(saved('saved-responses')).toContainText('No saved responses');
  await expect(saved('saved-summaries')).toContainText('No saved summaries');
  await expect(page.getByTestId('output-panel')).toContainText('Your cover letter will appear here');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();

  // Cover letter: names the company and the role, uses the user's matching skills.
  await generateLetter(page, 'Product Analyst', 'Redwood Analytics');
  const letter = page.getByTestId('generated-text');
  await expect(letter).toContainText('Product Analyst position at Redwood Analytics');
  await expect(letter).toContainText('Lumen Software');
  await expect(letter).toContainText(/Data Analysis and SQL/);
  await expect(page.getByTestId('output-panel')).toContainText('Saved automatically to Saved Cover Letters.');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toastWith(page, 'Copied!').filter({ hasText: 'Cover letter copied to clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await letter.innerText());
  await expect(saved('saved-cover-letters').getByTestId('saved-count')).toHaveText('1');
  await expect(saved('saved-cover-letters')).toContainText('Product Analyst at Redwood Analytics');

  // Application response: within the word limit, with the keywords, STAR.
  await page.getByRole('tab', { name: 'Application Responses' }).click();
  await page.getByLabel('Application Question').fill('Tell us about a time you led a product launch.');
  await page.getByLabel('Job Title').fill('Product Analyst');
  await page.getByLabel('Company Name').fill('Redwood Analytics');
  await choose(page, 'Response Type', 'Behavioral');
  await page.getByLabel('Word Limit').fill('60');
  await page.getByLabel('Keywords').fill('ownership, , roadmaps ');
  await page.getByRole('button', { name: 'Generate Response' }).click();
  await expect(toastWith(page, 'Response Generated')).toBeVisible();
  const answer = page.getByTestId('generated-text');
  await expect(answer).toContainText('Situation:');
  await expect(answer).toContainText('ownership');
  await expect(answer).toContainText('roadmaps');
  const count = await page.getByTestId('word-count').innerText();
  expect(Number(/^(\d+) \/ 60 words$/.exec(count)?.[1])).toBeLessThanOrEqual(60);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toastWith(page, 'Response copied to clipboard.')).toBeVisible();
  await expect(saved('saved-responses')).toContainText('Behavioral');

  // Portfolio summary: a project typed in fields; a missing title gets a
  // field message, not a toast. (The demo resume has no projects.)
  await page.getByRole('tab', { name: 'Portfolio Summaries' }).click();
  await expect(page.getByText('No projects yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add project' }).click();
  const project = page.getByRole('group', { name: 'Project 1' });
  await project.getByLabel('What it did').fill('A dashboard that flags accounts likely to churn');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(project.getByText('Project title is required')).toBeVisible();
  await expect(toastWith(page, 'Generation Failed')).toHaveCount(0);
  await project.getByLabel('Project title').fill('Churn radar');
  await project.getByLabel('Technologies').fill('SQL, Figma');
  await choose(page, 'Target Audience', 'Hiring managers');
  await page.getByLabel('Highlighted Skills').fill('SQL, Figma');
  await page.getByLabel('Call to Action').fill('Write to me about your roadmap.');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(toastWith(page, 'Portfolio Summary Generated')).toBeVisible();
  await expect(page.getByTestId('generated-text')).toContainText('Churn radar');
  await expect(page.getByTestId('generated-text')).toContainText('Write to me about your roadmap.');
  await expect(saved('saved-summaries')).toContainText('Hiring managers');
});

test('saved cards show the first three and the count; an item reopens to rename, regenerate and delete', async ({ page }) => {
  test.setTimeout(60_000);
  await openMaterials(page);
  for (const company of ['Alder Labs', 'Birch Health', 'Cedar Pay', 'Dogwood Media']) {
    await generateLetter(page, 'Product Analyst', company);
  }
  const card = page.getByTestId('saved-cover-letters');
  await expect(card.getByTestId('saved-count')).toHaveText('4');
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card).toContainText('Dogwood Media');
  await expect(card).not.toContainText('Alder Labs');
  await card.getByRole('button', { name: 'Show all 4' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(4);

  await card.getByRole('button', { name: /Cedar Pay/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Text')).toHaveValue(/Cedar Pay/);
  await dialog.getByLabel('Title').fill('Cedar — first draft');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('Cedar — first draft');
  await choose(page, 'Tone', 'Enthusiastic', dialog);
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog.getByLabel('Text')).toHaveValue(/I was excited to see the Product Analyst opening at Cedar Pay/);
  await expect(dialog.getByText('Earlier versions (1)')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('Cover-letter-Cedar-first-draft.pdf');
  const wordDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Word' }).click();
  expect((await wordDownload).suggestedFilename()).toBe('Cover-letter-Cedar-first-draft.docx');

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByTestId('saved-count')).toHaveText('3');
  await expect(card).not.toContainText('Cedar');
});

test('a provider failure shows the seed toast and keeps the input; missing fields get messages', async ({ page }) => {
  await openMaterials(page);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();

  // The server answers a provider failure with 503 and a message (Go tests
  // drive a failing provider); here the browser gets that answer.
  await page.route('**/api/cover-letters/generate', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"The AI service did not answer. Please try again."}' }),
  );
  await page.getByLabel('Job Title').first().fill('Product Analyst');
  await page.getByLabel('Company Name').first().fill('Redwood Analytics');
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(toastWith(page, 'Generation Failed').filter({ hasText: 'Failed to generate cover letter. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('Job Title').first()).toHaveValue('Product Analyst');
  await expect(page.getByLabel('Company Name').first()).toHaveValue('Redwood Analytics');
  await expect(page.getByText('Job title is required')).toHaveCount(0);
  await expect(page.getByTestId('output-panel')).toContainText('Your cover letter will appear here');

  // A response without text shows the seed's text.
  await page.unroute('**/api/cover-letters/generate');
  await page.route('**/api/cover-letters/generate', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"content":"","provider":"local","notes":[]}' }),
  );
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByTestId('output-panel')).toContainText('Generated content unavailable');
});

test('works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startDemo(page);
  await page.goto('/application-materials');
  await expect(page.getByRole('tab', { name: 'Portfolio Summaries' })).toBeVisible();
  await generateLetter(page, 'Product Analyst', 'Redwood Analytics');
  await expect(page.getByTestId('saved-cover-letters')).toContainText('Product Analyst at Redwood Analytics');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Application Responses' }).click();
  await expect(page.getByLabel('Word Limit')).toHaveValue('200');
});

test('a portfolio summary from projects typed in fields, starting from the resume’s projects (375 px)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const token = await signInAsDemo(page);
  const auth = { Authorization: `Bearer ${token}` };
  // The default resume gets a project, as the resume builder would save it.
  const me = (await (await page.request.get('/api/auth/user', { headers: auth })).json()) as { id: string };
  const [resume] = (await (await page.request.get(`/api/users/${me.id}/resumes`, { headers: auth })).json()) as Array<{
    id: string;
    content: Record<string, unknown>;
  }>;
  const saved = await page.request.put(`/api/resumes/${resume.id}`, {
    headers: auth,
    data: {
      content: {
        ...resume.content,
        projects: [
          {
            name: 'Churn radar',
            description: 'A dashboard that flags accounts likely to churn',
            technologies: ['SQL', 'Figma'],
            link: 'https://churn.example.com',
          },
        ],
      },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/application-materials');
  await page.getByRole('tab', { name: 'Portfolio Summaries' }).click();
  await expect(page.getByLabel('Projects (JSON)')).toHaveCount(0);
  const first = page.getByRole('group', { name: 'Project 1' });
  await expect(first.getByLabel('Project title')).toHaveValue('Churn radar');
  await expect(first.getByLabel('What it did')).toHaveValue('A dashboard that flags accounts likely to churn');
  await expect(first.getByLabel('Technologies')).toHaveValue('SQL, Figma');
  await expect(first.getByLabel('Link')).toHaveValue('https://churn.example.com');

  await page.getByRole('button', { name: 'Add project' }).click();
  const second = page.getByRole('group', { name: 'Project 2' });
  await second.getByLabel('Project title').fill('Tidewatch');
  await second.getByLabel('What it did').fill('Tide forecasts for sailors, read by 2,000 people a week');
  await second.getByLabel('Technologies').fill('Go, PostgreSQL');
  await second.getByLabel('Link').fill('tidewatch.example.com');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(second.getByText('Enter a link starting with http:// or https://')).toBeVisible();
  await second.getByLabel('Link').fill('https://tidewatch.example.com');
  // A third, added by mistake, is removed again.
  await page.getByRole('button', { name: 'Add project' }).click();
  await page.getByRole('button', { name: 'Remove project 3' }).click();
  await expect(page.getByRole('group', { name: 'Project 3' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(toastWith(page, 'Portfolio Summary Generated')).toBeVisible();
  const text = page.getByTestId('generated-text');
  await expect(text).toContainText('Churn radar');
  await expect(text).toContainText('Tidewatch');
  await expect(page.getByTestId('saved-summaries')).toContainText('Recruiters');

  // The API received the typed projects as its JSON list.
  const summaries = (await (await page.request.get(`/api/users/${me.id}/portfolio-summaries`, { headers: auth })).json()) as Array<{
    projects: Array<{ name: string; technologies: string[]; link?: string }>;
  }>;
  expect(summaries[0].projects).toEqual([
    expect.objectContaining({ name: 'Churn radar', technologies: ['SQL', 'Figma'], link: 'https://churn.example.com' }),
    expect.objectContaining({ name: 'Tidewatch', technologies: ['Go', 'PostgreSQL'], link: 'https://tidewatch.example.com' }),
  ]);
});
