import { chromium, expect, test, type Page } from './fixtures';
import { chromiumPath } from '../../scripts/chromium';
import { labelVideo } from './fakeCamera';
import { firstId, scannerTypes, signIn } from './helpers';

// Issue 20 item 5: a printed label in front of a phone's camera (Chromium's fake capture device
// playing a video of the label PDF the server made), and a handheld scanner typing a code.

async function rackPathOf(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/racks/${id}`);
  return ((await response.json()) as { path: string }).path;
}

test('a rack label printed by the server is read by the phone camera on /scan, with nothing fetched from elsewhere', async ({ page, baseURL }, testInfo) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const rack = await firstId(page, 'racks');
  const label = await page.request.get(`/api/labels/racks.pdf?ids=${rack}&layout=roll-62x29`);
  expect(label.headers()['content-type']).toBe('application/pdf');
  const video = testInfo.outputPath('rack-label.y4m');
  labelVideo(Buffer.from(await label.body()), video);

  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const phone = await context.newPage();
    const elsewhere: string[] = [];
    phone.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url());
    });
    await signIn(phone, 'admin@example.com', 'Admin#2025');
    await phone.goto('/scan');
    // The code read from the camera names the rack; its contents follow.
    await expect(phone.getByText(await rackPathOf(page, rack), { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByText('On this rack')).toBeVisible();
    expect(elsewhere).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a handheld scanner typing a SKU and Enter on the product list opens that product', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const id = await firstId(page, 'products');
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { sku: string };
  await page.goto('/products');
  await expect(page.getByRole('columnheader', { name: 'SKU' })).toBeVisible();
  // The focus on no field, as when a storekeeper just looks at the list.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The keys carry a scanner's timestamps: a loaded machine's own delays must not read as a person's.
  await scannerTypes(page, product.sku);
  await expect(page).toHaveURL(new RegExp(`/products/${id}/show$`));
});

test('on a phone, a product typed on /scan is moved between two racks of its room, and the racks show it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, 'store@example.com', 'Store#2025');
  // From the end of the list: tests/e2e/stock.spec.ts counts the transfers of the first stocked rack.
  const query = (filter: object) => new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,199]', sort: '["path","DESC"]' });
  const levels = (await (await phone.request.get(`/api/stock-levels?${query({})}`)).json()) as { product_id: number; rack_id: number; room_id: number; path: string; on_hand: number }[];
  const from = levels.find((level) => level.on_hand >= 3)!;
  const racks = (await (await phone.request.get(`/api/racks?${query({ room_id: from.room_id })}`)).json()) as { id: number; path: string }[];
  const to = racks.find((rack) => rack.id !== from.rack_id)!;
  const { sku } = (await (await phone.request.get(`/api/products/${from.product_id}`)).json()) as { sku: string };
  const onHand = async (rackId: number) => {
    const [level] = (await (await phone.request.get(`/api/stock-levels?${query({ product_id: from.product_id, rack_id: rackId })}`)).json()) as { on_hand: number }[];
    return level?.on_hand ?? 0;
  };
  const before = await onHand(to.id);

  await phone.goto('/scan');
  const field = phone.getByRole('textbox', { name: 'Type or scan a code' });
  await field.fill(sku);
  await field.press('Enter');
  await phone.getByRole('button', { name: 'Move stock' }).click();
  await phone.getByRole('button', { name: new RegExp(`^${from.path}`) }).click();
  await field.fill(to.path);
  await field.press('Enter');
  await phone.getByRole('button', { name: 'One more' }).click();
  await phone.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(phone.getByRole('status').filter({ hasText: `Moved 2 × ${sku} from ${from.path} to ${to.path}` })).toBeVisible();
  expect(await onHand(from.rack_id)).toBe(from.on_hand - 2);
  expect(await onHand(to.id)).toBe(before + 2);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await context.close();
});

test('a handheld scan on a new stock adjustment, its first field focused, adds the product as a line and leaves the field as it was', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'Admin#2025');
  const id = await firstId(page, 'products', { active: true });
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as { sku: string; name: string };
  await page.goto('/stock-adjustments/create');
  const warehouse = page.getByRole('combobox', { name: 'Warehouse' });
  await expect(warehouse).toBeFocused();
  await scannerTypes(page, product.sku);
  await expect(page.getByText(`Added ${product.sku} — ${product.name} on line 1`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(`${product.sku} — ${product.name}`);
  await expect(warehouse).toHaveValue('');
  await expect(page).toHaveURL(/\/stock-adjustments\/create$/);
});
