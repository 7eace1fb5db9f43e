import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

// Every demo page of src/demos/pages opens inside the staff layout with its heading and no error.
const PAGES: Array<[path: string, heading: string]> = [
  ['ecommerce', 'Ecommerce dashboard'],
  ['project', 'Project dashboard'],
  ['crm', 'CRM dashboard'],
  ['banking', 'Banking dashboard'],
  ['chart-bar', 'Bar charts'],
  ['chart-line', 'Line charts'],
  ['chart-pie', 'Pie charts'],
  ['button', 'Buttons'],
  ['dropdown', 'Dropdowns'],
  ['card', 'Cards'],
  ['alert', 'Alerts'],
  ['badges', 'Badges'],
  ['avatar', 'Avatars'],
  ['tabs', 'Tabs and accordion'],
  ['typography', 'Typography'],
  ['colors', 'Colors'],
  ['modal', 'Modals'],
  ['progress-bar', 'Progress bars'],
  ['tooltip', 'Tooltips and popovers'],
  ['pagination', 'Pagination'],
  ['icons', 'Icons'],
  ['input', 'Inputs'],
  ['select', 'Selects'],
  ['textarea', 'Textarea'],
  ['checkbox', 'Checkbox, radio and switch'],
  ['input-mask', 'Input masks'],
  ['file-input', 'File input'],
  ['form-validation', 'Form validation'],
  ['basic-table', 'Basic tables'],
  ['data-table', 'Data table'],
  ['invoice', 'Invoices'],
  ['invoice-preview', 'Invoice preview'],
  ['invoice-add', 'Add invoice'],
  ['invoice-edit', 'Edit invoice INV-1024'],
  ['pricing', 'Pricing'],
  ['blank-page', 'Blank page'],
  ['blog', 'Blog'],
  ['blog/dealer-portal', 'Letting dealers order for themselves'],
  ['faq', 'FAQ'],
  ['settings', 'Settings'],
  ['profile', 'Profile'],
  ['notifications', 'Notifications'],
  ['changelog', 'Changelog'],
  ['multi-level', 'Multi level'],
];

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('every demo page renders its heading without a console error', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  await signIn(page, 'admin@example.com', 'Admin#2025');
  for (const [path, heading] of PAGES) {
    await page.goto(`/${path}`);
    await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    expect(errors, path).toEqual([]);
  }
});

test('the charts, data table and invoice are no wider than a blank page on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const pageWidth = async (path: string) => {
    await page.goto(`/${path}`);
    await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
    return page.evaluate(() => document.documentElement.scrollWidth);
  };
  // The layout's own width at 390 px is the layout's business; a demo page must not add to it.
  const blank = await pageWidth('blank-page');
  for (const path of ['banking', 'ecommerce', 'chart-bar', 'data-table', 'invoice-preview', 'invoice-edit', 'form-validation']) {
    expect(await pageWidth(path), path).toBeLessThanOrEqual(blank);
  }
});

test('printing the invoice hides the app chrome and keeps the sheet', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/invoice-preview?id=INV-1022');
  await expect(page.getByRole('article', { name: 'Invoice INV-1022' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const selector of ['.app-header', '.breadcrumb', '.app-footer', '.invoice-toolbar']) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.getByRole('article', { name: 'Invoice INV-1022' })).toBeVisible();
  await expect(page.getByText('VAT (3.5%)')).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('INV-1022.html');
});
