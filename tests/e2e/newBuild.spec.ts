import { expect, test } from './fixtures';
import { signIn } from './helpers';

// Issue 35 item 1: the app's files are replaced by a new version (a deploy; the service worker
// then drops the old ones it kept) while a page of the old one is open. Its next screen's file,
// asked for by its old name, is gone: the page loads again, once, and the screen opens.

test('a page opened before a new version of the app still opens its next screen: it loads again once', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
  let gone = 0;
  await page.route(/\/assets\/SupplierList-[^/]+\.js$/, async (route) => {
    if (gone++ > 0) return route.fallback();
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('menuitem', { name: 'Suppliers' }).click();
  await expect(page.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers$/);
  expect(gone).toBeGreaterThanOrEqual(2);
  expect(loads).toBe(1);
});
