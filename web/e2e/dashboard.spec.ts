import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';

interface Account {
  token: string;
  user: { id: string; email: string };
}

/** Registers through the API and opens the app signed in as that account. */
async function signUpViaApi(page: Page, body: Record<string, string>): Promise<Account> {
  const res = await page.request.post('/api/auth/register', { data: { password: 'correct horse battery', ...body } });
  expect(res.status()).toBe(201);
  const account = (await res.json()) as Account;
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('auth-token', token), account.token);
  return account;
}

async function api(page: Page, account: Account, method: 'POST' | 'PUT', path: string, data: unknown) {
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.ok(), `${method} ${path} → ${res.status()}`).toBeTruthy();
  return res.json() as Promise<{ id: string }>;
}

test('a new user sees zeros, empty states and three recommended jobs', async ({ page }) => {
  await signUpViaApi(page, { email: uniqueEmail('dash-new'), firstName: 'Nadia', lastName: 'Boulanger' });
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nadia');
  await expect(page.getByText("Here's your career snapshot. Let's make your next move.")).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Stride');

  // Tracker and stat cards from real (empty) data.
  await expect(page.getByTestId('tracker-applied')).toContainText('0');
  await expect(page.getByTestId('tracker-interviewing')).toContainText('0');
  await expect(page.getByTestId('tracker-offer')).toContainText('0');
  await expect(page.getByTestId('stat-response-value')).toHaveText('0%');
  await expect(page.getByTestId('stat-week-value')).toHaveText('0');
  await expect(page.getByTestId('stat-skills-value')).toHaveText('0%');
  // First name, last name and e-mail of twelve items: 25%.
  await expect(page.getByTestId('stat-profile-value')).toHaveText('25%');
  await expect(page.getByTestId('profile-missing')).toContainText('Missing: Job title, Location +7 more');

  // The catalogue exists, so the first three jobs are recommended.
  const jobs = page.getByTestId('recommended-job');
  await expect(jobs).toHaveCount(3);
  await expect(jobs.first().getByRole('link', { name: /^View / })).toHaveAttribute('href', '/jobs');
  await expect(page.getByText('No job recommendations yet')).toHaveCount(0);

  await expect(page.getByTestId('action-resume')).toContainText('Create your first resume');
  await expect(page.getByTestId('action-goals')).toContainText('Set Career Goals');
  await expect(page.getByTestId('action-goals')).toHaveAttribute('href', '/career');

  // Static market text and its link.
  await expect(page.getByText('+12% this quarter')).toBeVisible();
  await expect(page.getByText('$85k - $140k')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/market-intelligence');
  await expect(page.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');

  // The AI search inputs lead to /jobs and pass nothing.
  await page.getByRole('textbox', { name: 'Job title or keyword' }).fill('designer');
  await page.getByRole('textbox', { name: 'Location' }).fill('Berlin');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('a user with applications and skills sees their real figures', async ({ page }) => {
  const account = await signUpViaApi(page, { email: uniqueEmail('dash-data'), firstName: 'Miles', lastName: 'Davis' });
  for (const [i, status] of ['applied', 'screening', 'interview', 'offer'].entries()) {
    await api(page, account, 'POST', '/api/applications', { jobTitle: `Role ${i}`, company: `Company ${i}`, status });
  }
  // Expert (100) and beginner (25): mastery 62.5 → 63%.
  await api(page, account, 'POST', '/api/skills', { userId: account.user.id, name: 'Trumpet', level: 'expert', category: 'technical' });
  await api(page, account, 'POST', '/api/skills', { userId: account.user.id, name: 'Piano', level: 'beginner', category: 'technical' });
  await api(page, account, 'PUT', `/api/users/${account.user.id}`, { title: 'Bandleader', location: 'New York' });

  await page.goto('/dashboard');
  await expect(page.getByTestId('tracker-applied')).toContainText('1');
  await expect(page.getByTestId('tracker-interviewing')).toContainText('1');
  await expect(page.getByTestId('tracker-offer')).toContainText('1');
  await expect(page.getByTestId('stat-response-value')).toHaveText('75%');
  await expect(page.getByTestId('stat-response')).toContainText('3 active applications');
  await expect(page.getByTestId('stat-week-value')).toHaveText('4');
  await expect(page.getByTestId('stat-skills-value')).toHaveText('63%');
  await expect(page.getByTestId('stat-skills')).toContainText('Across 2 skills');
  // Names, e-mail, title, location and a skill: 6 of 12 = 50%.
  await expect(page.getByTestId('stat-profile-value')).toHaveText('50%');

  // Signed in, each recommended job carries the user's real match.
  await expect(page.getByTestId('recommended-job').first().getByTestId('job-match')).toHaveText(/^\d+% Match$/);
});

test('without a first name the greeting uses the e-mail, and the skeleton shows while loading', async ({ page }) => {
  const email = uniqueEmail('solo');
  await signUpViaApi(page, { email });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/*/resumes', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${email.split('@')[0]}`);
  await expect(page.getByTestId('dashboard-skeleton')).toHaveClass(/animate-pulse/);
  await expect(page.getByTestId('stat-week')).toHaveCount(0);
  release();
  await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('stat-week-value')).toHaveText('0');
});

test('a first visit to the dashboard reads each endpoint once, the unshown reads last', async ({ page }) => {
  const account = await signUpViaApi(page, { email: uniqueEmail('dash-once'), firstName: 'Ella' });
  const id = account.user.id;
  const gets: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(url.pathname + url.search);
  });
  const count = (path: string) => gets.filter((g) => g === path).length;

  // A first visit: the six main reads start as soon as the session is known.
  await page.goto('/dashboard');
  await expect(page.getByTestId('recommended-job')).toHaveCount(3);
  const main = [`/api/users/${id}/applications`, '/api/jobs?limit=3', `/api/users/${id}/resumes`, `/api/users/${id}/skills`, `/api/users/${id}/career-goals`, `/api/users/${id}/interview-sessions`];
  const side = [`/api/users/${id}/career-insights`, '/api/career-paths'];
  await expect.poll(() => side.map(count)).toEqual([1, 1]);
  for (const path of [...main, '/api/auth/user']) expect(count(path), path).toBe(1);
  const lastMain = Math.max(...main.map((p) => gets.indexOf(p)));
  for (const path of side) expect(gets.indexOf(path), path).toBeGreaterThan(lastMain);
});
