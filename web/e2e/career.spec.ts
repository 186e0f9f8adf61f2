import { expect, test, type Page } from '@playwright/test';
import { startDemo, uniqueEmail } from './helpers';

const tabs = ['Overview', 'Dashboard', 'AI Analysis', 'Career Interview', 'Goals', 'Career Paths'];

function toastWith(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function openAsNewUser(page: Page) {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('career'), password: 'correct horse battery', firstName: 'Nova', lastName: 'Reyes' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-token', t), token);
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Explorer' })).toBeVisible();
}

async function openDemo(page: Page) {
  await startDemo(page);
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Explorer' })).toBeVisible();
}

test('a new user sees every tab and an honest empty state in each', async ({ page }) => {
  await openAsNewUser(page);
  await expect(page).toHaveTitle('Career Explorer · Stride');
  await expect(page.getByRole('tab')).toHaveText(tabs);

  await expect(page.getByTestId('readiness-card')).toContainText('0%');
  await expect(page.getByTestId('readiness-card')).toContainText('Needs improvement');
  await expect(page.getByTestId('role-card')).toContainText('Not set');
  await expect(page.getByText('No active goals')).toBeVisible();

  await openTab(page, 'Dashboard');
  await expect(page.getByText('No insights yet')).toBeVisible();
  await expect(page.getByText('No milestones yet')).toBeVisible();
  await expect(page.getByText('Add your current title to compare salaries.')).toBeVisible();

  await openTab(page, 'AI Analysis');
  await expect(page.getByTestId('analysis-readiness')).toHaveText('0% · Needs improvement');
  await expect(page.getByTestId('salary-current')).toHaveText('—');
  await expect(page.getByText('No paths yet')).toBeVisible();

  await openTab(page, 'Career Interview');
  await expect(page.getByText('No career interview yet')).toBeVisible();

  await openTab(page, 'Goals');
  await expect(page.getByText('No career goals yet')).toBeVisible();

  // Without a title, Career Paths shows the catalogue, a page at a time.
  await openTab(page, 'Career Paths');
  await expect(page.getByTestId('paths-summary')).toHaveText(/^[\d,]+ career paths, grouped by starting role\./);
  const cards = page.getByRole('region', { name: 'Career paths' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('From Accountants and Auditors');
  await expect(cards.first()).toContainText('Bookkeeping, Accounting, and Auditing Clerks');
  const total = (await page.getByTestId('paths-summary').textContent())!.split(' ')[0];
  await expect(page.getByTestId('paths-shown')).toHaveText(`Showing 24 of ${total}`);
  await page.getByRole('button', { name: 'Show more paths' }).click();
  await expect(cards).toHaveCount(48);
  await expect(page.getByTestId('paths-shown')).toHaveText(`Showing 48 of ${total}`);
  await page.getByLabel('From role').fill('RN');
  await page.getByRole('button', { name: 'Show Paths' }).click();
  await expect(page.getByText(/10 paths from Registered Nurses/)).toBeVisible();
  const np = page.getByRole('listitem').filter({ hasText: 'Nurse Practitioners' });
  await expect(np).toContainText('+38%');
  // The licence the move requires, with its source, in one line.
  await expect(np.getByTestId('path-credential')).toContainText('Required: Nurse practitioner licence (APRN)');
  await expect(np.getByTestId('path-credential')).toContainText('Source: https://www.bls.gov/ooh/');
  await page.getByLabel('From role').fill('Xyzzy Wrangler');
  await page.getByRole('button', { name: 'Show Paths' }).click();
  await expect(page.getByText('No paths for this role')).toBeVisible();

  // Generating insights with an empty profile says what to fill in.
  await openTab(page, 'Dashboard');
  await page.getByRole('button', { name: 'Generate Insights' }).click();
  await expect(toastWith(page, 'Fresh career insights generated successfully.')).toBeVisible();
  await expect(page.getByText('Complete your profile for personal insights')).toBeVisible();
});

test('creating a goal shows the toast, lists it in Recent Goals and changes readiness', async ({ page }) => {
  await openDemo(page);
  await expect(page.getByTestId('readiness-card')).toContainText('64%');
  await expect(page.getByTestId('readiness-card')).toContainText('Good');
  await expect(page.getByTestId('active-goals-card')).toContainText('2');

  await page.getByRole('button', { name: 'Set New Career Goal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Career Goal' });
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Goal Title').fill('Become a business intelligence analyst');
  await dialog.getByLabel('Target Role').fill('Business Intelligence Analyst');
  await dialog.getByLabel('Target Date').fill('2027-09-30');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(toastWith(page, 'Career goal created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const recent = page.getByRole('list', { name: 'Recent goals' });
  await expect(recent.getByRole('listitem').first()).toContainText('Become a business intelligence analyst');
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  // (33 + 60 + 100 + 0) / 4 = 48.25
  await expect(page.getByTestId('readiness-card')).toContainText('48%');
  await expect(page.getByTestId('readiness-card')).toContainText('Needs improvement');

  // Its milestones were proposed from the gap; achieving one moves its progress.
  await openTab(page, 'Goals');
  const goal = page.getByRole('list', { name: 'Career goals' }).getByRole('listitem').filter({ hasText: 'Become a business intelligence analyst' }).first();
  await expect(goal.getByText('Apply to five Business Intelligence Analyst roles')).toBeVisible();
  // The goal shows what to learn and the usual timeframe from the same plan.
  await expect(goal.getByTestId('goal-learn')).toHaveText(/^To learn: .+/);
  await expect(goal.getByTestId('goal-occupation')).toContainText('usually');
  await goal.getByRole('button', { name: /^Mark .* as achieved$/ }).first().click();
  await expect(goal.getByText(/^\d+%$/).first()).not.toHaveText('0%');
  await openTab(page, 'Overview');
  await expect(page.getByTestId('readiness-card')).not.toContainText('48%');
});

test('a target role Stride cannot place is said so, not swapped for another occupation', async ({ page }) => {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('career-unplaced'), password: 'correct horse battery', firstName: 'Rosa', lastName: 'Mejía' },
  });
  expect(res.status()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.put(`/api/users/${user.id}`, { headers, data: { title: 'Paralegal' } })).ok()).toBe(true);
  const role = 'DOJ accredited representative doing immigration cases';
  const goal = await page.request.post('/api/career-goals', {
    headers, data: { userId: user.id, title: 'Represent people in immigration cases', targetRole: role, status: 'active' },
  });
  expect(goal.status()).toBe(201);
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-token', t), token);
  await page.goto('/career');
  await openTab(page, 'AI Analysis');
  await expect(page.getByText(`Stride cannot match "${role}" to an occupation in O*NET, so it compares no pay.`)).toBeVisible();
  await expect(page.getByText(`Stride cannot match your target role "${role}"`)).toBeVisible();
  await expect(page.getByTestId('salary-potential')).toHaveText('—');
});

test('the career interview runs end to end and adds an assessment and insights', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Take Career Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Career Development Interview' });
  await expect(dialog.getByText('Question 1 of 10')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('I care most about impact and autonomy, and I want to keep learning.');
  for (let i = 2; i <= 5; i++) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`Question ${i} of 10`)).toBeVisible();
  }
  await expect(dialog.getByText('Which role do you want to hold in three to five years?')).toBeVisible();
  await dialog.getByRole('textbox').fill('I want to become a data scientist within three years.');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('Question 4 of 10')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue('I want to become a data scientist within three years.');
  for (let i = 6; i <= 10; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Question 10 of 10')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await dialog.getByRole('textbox').fill('Hands-on projects and a mentor work best for me.');
  await dialog.getByRole('button', { name: 'Complete Interview' }).click();
  await expect(toastWith(page, 'Your responses have been analyzed. Check your insights.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Career Interview');
  const latest = page.getByTestId('latest-assessment');
  await expect(latest).toContainText('Data Scientists');
  await expect(latest).toContainText('Impact');
  await expect(latest.getByText('Become a data scientist')).toBeVisible();

  await openTab(page, 'Dashboard');
  await expect(page.getByRole('list', { name: 'Insights' })).toContainText('Your target: Data Scientists');
});

test('the insight filters show one type at a time', async ({ page }) => {
  await openDemo(page);
  await openTab(page, 'Dashboard');
  const list = page.getByRole('list', { name: 'Insights' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await list.getByRole('listitem').count();
  for (const [label, type] of [
    ['Market trends', 'market_trends'],
    ['Salary intel', 'salary_intel'],
    ['Skill demand', 'skill_demand'],
    ['Role growth', 'role_growth'],
  ] as const) {
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const items = list.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const n = await items.count();
    expect(n).toBeLessThan(all);
    for (let i = 0; i < n; i++) await expect(items.nth(i)).toHaveAttribute('data-insight-type', type);
  }
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(all);
  await expect(page.getByTestId('salary-chart')).toBeVisible();
  // The chart is drawn (a column per wage, with its axis) and its figures are in a table.
  await expect(page.getByTestId('salary-chart').locator('svg [data-testid="chart-bar"]').first()).toBeVisible();
  await expect(page.getByTestId('salary-chart').locator('svg')).toContainText('$');
  await expect(page.getByRole('table', { name: /Median annual wage/ }).first()).toBeAttached();
});

test('every tab fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDemo(page);
  // Every tab is in view without scrolling the tab list sideways.
  for (const name of tabs) {
    const box = await page.getByRole('tab', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `the ${name} tab is cut off: ${JSON.stringify(box)}`).toBe(true);
  }
  for (const name of tabs) {
    await page.getByRole('tab', { name }).scrollIntoViewIfNeeded();
    await openTab(page, name);
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(375);
    if (name === 'Dashboard') {
      // A long skill name is shortened with an ellipsis, but its Hot badge stays whole beside it.
      const skills = page.getByRole('list', { name: 'Top skills in demand' });
      await expect(skills.getByText('Hot', { exact: true }).first()).toBeVisible();
      const cut = await skills.evaluate((list) =>
        [...list.querySelectorAll('li')].flatMap((row) => {
          const badge = [...row.querySelectorAll('*')].find((el) => el.textContent === 'Hot');
          if (!badge) return [];
          const box = badge.getBoundingClientRect();
          for (let el = badge.parentElement; el && el !== row; el = el.parentElement) {
            if (getComputedStyle(el).overflowX !== 'visible' && box.right > el.getBoundingClientRect().right + 0.5) {
              return [row.textContent ?? ''];
            }
          }
          return [];
        }),
      );
      expect(cut, 'Hot badges cut off by the skill name').toEqual([]);
    }
  }
});

test('the open tab panel shows a focus ring when reached with the keyboard', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test('a tab clicked with the mouse shows no focus ring, one reached with the keys does', async ({ page }) => {
  await openDemo(page);
  const goals = page.getByRole('tab', { name: 'Goals' });
  await goals.click();
  await expect(goals).toHaveAttribute('aria-selected', 'true');
  await expect(goals).toBeFocused();
  expect(await goals.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
  await page.keyboard.press('ArrowRight');
  const paths = page.getByRole('tab', { name: 'Career Paths' });
  await expect(paths).toBeFocused();
  expect(await paths.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
});
