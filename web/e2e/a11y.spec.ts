import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { screens } from '../scripts/lib/screens.mjs';
import { closeWithEscape, signInAsDemo } from './helpers';

// The accessibility guard behind issue 20 (Lighthouse accessibility 100 on
// every main screen): axe-core on each screen of scripts/lib/screens.mjs, the
// list `make lighthouse` measures, with the rules Lighthouse 12 scores: the
// WCAG 2 A and AA tags plus the best-practice rules it switches on (heading
// order, one main landmark, ...). Run on a phone-sized page, as Lighthouse's
// mobile defaults do, after the screen's data has arrived.
const LIGHTHOUSE_BEST_PRACTICE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'label-content-name-mismatch',
  'landmark-one-main',
  'link-in-text-block',
  'meta-viewport',
  'select-name',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'td-has-header',
];

async function axe(page: Page): Promise<AxeResults> {
  // A dialog or panel fades in: colours read mid-fade are lighter than the
  // ones a user looks at, so wait for every finite animation to end first
  // (spinners and pulses run for ever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: Object.fromEntries(LIGHTHOUSE_BEST_PRACTICE_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
}

/** One readable block per broken rule: what, where, and axe's reason. */
function describe(where: string, results: AxeResults): string[] {
  return results.violations.map((v) => {
    const nodes = v.nodes.slice(0, 10).map((n) => {
      const why = (n.failureSummary ?? '').split('\n').slice(1).map((l) => l.trim()).filter(Boolean).join('; ');
      return `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${why}`;
    });
    const more = v.nodes.length > 10 ? [`    ... and ${v.nodes.length - 10} more`] : [];
    return [`${where}: ${v.id} (${v.impact}) ${v.help}`, ...nodes, ...more].join('\n');
  });
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

test('every main screen passes the axe-core rules Lighthouse scores', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: string[] = [];
  const ordered = [...screens.filter((s) => !s.signedIn), ...screens.filter((s) => s.signedIn)];
  let signedIn = false;
  for (const screen of ordered) {
    if (screen.signedIn && !signedIn) {
      await signInAsDemo(page);
      signedIn = true;
    }
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    findings.push(...describe(`${screen.name} (${screen.path})`, await axe(page)));
  }
  expect(findings.length, `accessibility violations:\n\n${findings.join('\n\n')}\n`).toBe(0);
});

// What a screen shows only after a press: each tab of the tabbed screens,
// the mobile menu drawer, the notifications panel and a form dialog.
test('tabs, the menu drawer, the notifications panel and a dialog pass the same rules when open', async ({ page }) => {
  test.setTimeout(180_000);
  const findings: string[] = [];
  await signInAsDemo(page);
  for (const path of ['/career', '/learning', '/application-materials', '/jobs', '/market-intelligence']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allInnerTexts()) {
      const tab = page.getByRole('tab', { name: name.trim(), exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      findings.push(...describe(`${path}, tab ${name.trim()}`, await axe(page)));
    }
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...describe('menu drawer', await axe(page)));
  await closeWithEscape(page, page.getByRole('dialog'));

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' }).getByTestId('notification-item').first()).toBeVisible();
  findings.push(...describe('notifications panel', await axe(page)));
  await closeWithEscape(page, page.getByRole('menu', { name: 'Notifications' }));

  await page.goto('/applications');
  await page.getByRole('button', { name: 'Add Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Application' })).toBeVisible();
  findings.push(...describe('Add Application dialog', await axe(page)));

  expect(findings.length, `accessibility violations:\n\n${findings.join('\n\n')}\n`).toBe(0);
});
