import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { registryListRoutes } from '../helpers/listRoutes';
import { countingStocktake, draftAdjustment, firstId, openInApp, settled, signIn, signInDealer } from './helpers';

// Issue 18 item 5: WCAG 2.1 AA, checked by axe-core in the browser, in the light and the dark theme.
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The critical and serious violations axe finds on the page as it is, one line each. */
async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${route}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

async function check(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await openInApp(page, route);
    await expect(page.locator('h1:visible'), route).toHaveCount(1);
    found.push(...(await seriousViolations(page, route)));
  }
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // The staff app keeps its theme in the browser's store; the dealer portal follows the device.
    test.use({ colorScheme: theme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((name) => localStorage.setItem('RaStoreStockyard.theme', JSON.stringify(name)), theme);
    });

    test(`staff pages have no critical or serious WCAG 2.1 AA violation (${theme})`, async ({ page }) => {
      test.setTimeout(300_000);
      const found = await check(page, ['/']);
      await signIn(page, 'admin@example.com', 'Admin#2025');
      const product = await firstId(page, 'products');
      const order = await firstId(page, 'orders');
      const purchaseOrder = await firstId(page, 'purchase-orders');
      const jobCard = await firstId(page, 'job-cards');
      const role = await firstId(page, 'roles');
      const adjustment = await draftAdjustment(page);
      const stocktake = await countingStocktake(page);
      found.push(
        ...(await check(page, [
          '/dashboard',
          // Every list screen comes from the registry; the records and forms are chosen here.
          ...registryListRoutes(),
          `/products/${product}`,
          `/products/${product}/show`,
          `/orders-view/${order}`,
          `/purchase-orders/${purchaseOrder}/show`,
          '/stock-adjustments/create',
          `/stock-adjustments/${adjustment}/show`,
          '/stock-counts/create',
          `/stock-counts/${stocktake.counting}/show`,
          `/job-cards/${jobCard}/show`,
          `/roles/${role}/permissions`,
        ])),
      );
      // The import dialog with a checked file: mapping, preview and a rejected row on screen.
      await openInApp(page, '/suppliers');
      await page.getByRole('button', { name: 'Import' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import suppliers' });
      const file = 'company_name,email\r\nA11y Supplies,not-an-email\r\n';
      await dialog.locator('input[type=file]').setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
      found.push(...(await seriousViolations(page, 'import dialog')));
      expect(found).toEqual([]);
    });

    test(`dealer portal pages have no critical or serious WCAG 2.1 AA violation (${theme})`, async ({ page }) => {
      const found = await check(page, ['/dealer/login']);
      await signInDealer(page);
      const orders = await page.request.get('/api/dealer/orders?range=[0,0]');
      const [order] = (await orders.json()) as { id: number }[];
      found.push(...(await check(page, ['/dealer/dashboard', '/dealer/form', '/dealer/orders', `/dealer/view-order/${order.id}`, '/dealer/profile'])));
      // The basket with a line in it is part of the form too.
      await openInApp(page, '/dealer/form');
      await page.getByRole('button', { name: /^Add /, disabled: false }).first().click();
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
      found.push(...(await seriousViolations(page, '/dealer/form with a line')));
      expect(found).toEqual([]);
    });
  });
}

test('a user signs in and creates a product with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('admin@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: false }).first()).toBeFocused();
  await page.keyboard.type('Admin#2025');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  /** Presses Tab until the focus is on the element, as a keyboard user would. */
  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    for (let presses = 0; presses < 80; presses++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the element');
  };
  await page.goto('/products');
  await settled(page);
  await tabTo(page.getByRole('link', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/create$/);

  await tabTo(page.getByRole('textbox', { name: 'SKU', exact: true }));
  await page.keyboard.type('KEY-0001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard-made gasket');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();
  await page.keyboard.type('Filt');
  // The list narrows once the server answered the search.
  await expect(page.getByRole('option')).toHaveText(['Filters']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Filters');
  await tabTo(page.getByRole('textbox', { name: 'Dealer price', exact: true }));
  await page.keyboard.type('14.90');
  await page.keyboard.press('Tab');
  await page.keyboard.type('8.10');
  await tabTo(page.getByRole('textbox', { name: 'Reorder level', exact: true }));
  await page.keyboard.type('6');
  await tabTo(page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Keyboard-made gasket created')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+(\/show)?$/);

  // The other browser tests count the demo catalogue: the product goes again.
  const id = Number(/\/products\/(\d+)/.exec(page.url())![1]);
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  expect((await page.request.delete(`/api/products/${id}`, { headers: { 'x-xsrf-token': token } })).ok()).toBe(true);
});
