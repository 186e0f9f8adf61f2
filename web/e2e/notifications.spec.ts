import { expect, test } from '@playwright/test';
import { startDemo } from './helpers';

test('demo → unread badge → Mark all read → toast, badge gone', async ({ page }) => {
  await startDemo(page);
  const unread = await page.evaluate(async () => {
    const res = await fetch('/api/notifications', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth-token')}` },
    });
    const list = (await res.json()) as Array<{ isRead: boolean }>;
    return list.filter((n) => !n.isRead).length;
  });
  expect(unread).toBeGreaterThan(0);

  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText(unread > 9 ? '9+' : String(unread));

  await page.getByRole('button', { name: 'Notifications' }).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('notification-item').first()).toBeVisible();
  await menu.getByRole('menuitem', { name: /Mark all read/ }).click();

  // The toast itself (Radix also announces its text in a hidden live region).
  await expect(page.getByTestId('toast')).toContainText('All notifications marked as read');
  await expect(badge).toBeHidden();
  await expect(menu.getByRole('menuitem', { name: /Mark all read/ })).toBeHidden();
});
