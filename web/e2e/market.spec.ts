import { expect, test, type Page } from '@playwright/test';
import { startDemo } from './helpers';

/** Console errors and page errors seen while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function choose(page: Page, label: 'Region' | 'Industry', option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the four tabs show computed figures for Technology in Global, with charts and no console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await startDemo(page);
  await page.goto('/market-intelligence');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeVisible();
  await expect(page).toHaveTitle('Market Intelligence · Stride');
  await expect(page.getByLabel('Region', { exact: true })).toHaveText('Global');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveText('Technology');
  await expect(page.getByTestId('market-data-note')).toContainText('United States data');
  await expect(page.getByTestId('market-computed-at')).toContainText('postings');

  // Skill Forecasts: a chart with a text alternative, and a card per skill.
  await expect(page.getByRole('heading', { name: 'Technology skills: current vs predicted demand' })).toBeVisible();
  const forecastChart = page.getByRole('img', { name: /^Current and predicted demand by skill\./ });
  await expect(forecastChart).toBeVisible();
  const forecasts = page.getByTestId('skill-forecast');
  await expect(forecasts.first()).toContainText('Predicted demand');
  expect(await forecasts.count()).toBeGreaterThan(3);
  await expect(forecasts.first()).toContainText(/\d+ of \d+ Technology postings on Stride ask for it/);
  // The chart is drawn: a current and a predicted bar per skill, each as long as its score.
  const skill = (await forecasts.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
  const bars = forecastChart.locator('svg [data-testid="chart-bar"]');
  await expect(bars).toHaveCount((await forecasts.count()) * 2);
  const widths = await bars.evaluateAll((els) => els.map((e) => (e as SVGGraphicsElement).getBBox().width));
  expect(Math.max(...widths)).toBeGreaterThan(20);
  await expect(forecastChart.locator('svg')).toContainText(skill.split(' ')[0]);
  // Hovering a skill's bars shows its figures.
  await bars.nth(1).hover({ force: true });
  await expect(forecastChart.getByTestId('chart-tooltip')).toContainText(skill);
  await expect(forecastChart.getByTestId('chart-tooltip')).toContainText(/Predicted demand: \d+/);

  await page.getByRole('tab', { name: 'Industry Health' }).click();
  await expect(page.getByTestId('industry-health-detail')).toContainText('Technology health');
  await expect(page.getByTestId('health-score')).toHaveText(/^\d+ \/ 100 · (Strong|Moderate|Weak)$/);
  // The score explains itself in one line, from the growth shown beside it.
  await expect(page.getByTestId('health-explanation')).toHaveText(/^Health \d+ = 0\.6 × growth score \d+ \(BLS [+-]\d+\.\d% by 2034 against [+-]\d+\.\d% for all occupations\) \+ 20 × stability/);
  const healthChart = page.getByRole('img', { name: /^Health score by industry: Technology \d+/ });
  await expect(healthChart).toBeVisible();
  expect(await healthChart.locator('svg [data-testid="chart-bar"]').count()).toBeGreaterThan(3);
  await expect(healthChart.locator('svg')).toContainText('Technology');
  await expect(page.getByText('Risk factors')).toBeVisible();

  await page.getByRole('tab', { name: 'Career Alerts' }).click();
  const alerts = page.getByTestId('career-alert');
  await expect(alerts.first()).toBeVisible();
  await expect(alerts.first().getByTestId('alert-urgency')).toHaveText(/^(critical|high|medium|low)$/);
  await expect(alerts.first()).toContainText('Action items');
  await alerts.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(alerts.first()).toContainText('Read');

  await page.getByRole('tab', { name: 'Emerging Roles' }).click();
  const roles = page.getByTestId('emerging-role');
  await expect(roles.first()).toContainText('Projected jobs (2034)');
  await expect(roles.first()).toContainText(/\$\d+k/);

  await page.getByText('How this is computed').click();
  await expect(page.getByTestId('how-computed')).toContainText('SOC major groups');
  expect(errors).toEqual([]);
});

test('switching industry changes the figures', async ({ page }) => {
  await startDemo(page);
  await page.goto('/market-intelligence');
  const first = page.getByTestId('skill-forecast').first();
  await expect(first).toContainText('Technology postings');
  const tech = await page.getByTestId('skill-forecast').allTextContents();

  await choose(page, 'Industry', 'Healthcare');
  await expect(page.getByRole('heading', { name: 'Healthcare skills: current vs predicted demand' })).toBeVisible();
  await expect(first).toContainText('Healthcare postings');
  expect(await page.getByTestId('skill-forecast').allTextContents()).not.toEqual(tech);

  await page.getByRole('tab', { name: 'Industry Health' }).click();
  await expect(page.getByTestId('industry-health-detail')).toContainText('Healthcare health');
  await page.getByRole('tab', { name: 'Emerging Roles' }).click();
  await expect(page.getByTestId('emerging-role').first()).toBeVisible();
});

test('Europe shows the empty states and says why', async ({ page }) => {
  await startDemo(page);
  await page.goto('/market-intel');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeVisible();
  await choose(page, 'Region', 'Europe');
  await expect(page.getByTestId('market-no-region-data')).toContainText('No data for this region yet');
  await expect(page.getByTestId('market-empty')).toContainText('No skill forecasts available');
  await expect(page.getByTestId('skill-forecast')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Career Alerts' }).click();
  await expect(page.getByTestId('market-empty')).toContainText('No career alerts right now');
  await page.getByRole('tab', { name: 'Emerging Roles' }).click();
  await expect(page.getByTestId('market-empty')).toContainText('No emerging roles found');
  await expect(page.getByTestId('market-empty')).toContainText('United States data');
});

test('Refresh Insights recomputes and says so', async ({ page }) => {
  await startDemo(page);
  await page.goto('/market-intelligence');
  await expect(page.getByTestId('skill-forecast').first()).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Insights' }).click();
  await expect(page.getByTestId('toast')).toContainText('Market Intelligence Updated');
});

test('the screen works at 375 px', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await startDemo(page);
  await page.goto('/market-intelligence');
  await expect(page.getByRole('button', { name: 'Refresh Insights' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Current and predicted demand by skill\./ }).getByTestId('chart-bar').first()).toBeVisible();
  for (const tab of ['Industry Health', 'Career Alerts', 'Emerging Roles']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await expect(page.getByTestId('emerging-role').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
