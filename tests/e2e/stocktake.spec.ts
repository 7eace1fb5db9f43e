import { chromium, expect, test, type APIRequestContext, type Page } from './fixtures';
import { chromiumPath } from '../../scripts/chromium';
import { labelVideo } from './fakeCamera';
import { signIn } from './helpers';

// Issue 20 item 4 as a store runs it: the storekeeper opens and starts a stocktake of one rack at
// a desk, a colleague counts a product with the phone camera on /scan, stock moves while they
// count, the storekeeper counts the rest and posts; the levels are then what was counted.

interface Level {
  product_id: number;
  rack_id: number;
  room_id: number;
  warehouse_id: number;
  path: string;
  on_hand: number;
}

const levelsOf = async (request: APIRequestContext, filter: object): Promise<Level[]> =>
  (await request.get(`/api/stock-levels?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,199]', sort: '["path","ASC"]' })}`)).json();

const onHand = async (request: APIRequestContext, productId: number, rackId: number) => {
  const [level] = await levelsOf(request, { product_id: productId, rack_id: rackId });
  return level?.on_hand ?? 0;
};

/** What the ledger says is on a rack: the balance after its last movement. */
const ledgerBalance = async (request: APIRequestContext, productId: number, rackId: number) => {
  const query = new URLSearchParams({ filter: JSON.stringify({ product_id: productId, rack_id: rackId }), range: '[0,0]' });
  const [last] = (await (await request.get(`/api/stock-movements?${query}`)).json()) as { balance_after: number }[];
  return last.balance_after;
};

const skuOf = async (request: APIRequestContext, id: number) => ((await (await request.get(`/api/products/${id}`)).json()) as { sku: string }).sku;

/** Picks an option of a react-admin autocomplete by typing part of it. */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a stocktake counted at a desk and with a phone camera while stock moves, posted as one adjustment: the levels equal the counts', async ({ page, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'store@example.com', 'Store#2025');
  // A rack holding at least two products.
  const levels = await levelsOf(page.request, {});
  const byRack = new Map<number, Level[]>();
  for (const level of levels) byRack.set(level.rack_id, [...(byRack.get(level.rack_id) ?? []), level]);
  const [rackId, [a, b]] = [...byRack].find(([, held]) => held.length >= 2)!;
  const rack = (await (await page.request.get(`/api/racks/${rackId}`)).json()) as { code: string; path: string };
  const room = (await (await page.request.get(`/api/rooms/${a.room_id}`)).json()) as { code: string };
  const warehouse = (await (await page.request.get(`/api/warehouses/${a.warehouse_id}`)).json()) as { code: string };
  const [skuA, skuB] = [await skuOf(page.request, a.product_id), await skuOf(page.request, b.product_id)];

  // Opened and started at the desk.
  await page.goto('/stock-counts/create');
  await choose(page, 'Warehouse', warehouse.code, new RegExp(`^${warehouse.code} — `));
  await choose(page, 'Room', room.code, new RegExp(`^${warehouse.code} / ${room.code} — `));
  await choose(page, 'Rack', rack.code, rack.path);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/stock-counts\/\d+\/show$/);
  const countId = Number(/stock-counts\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Start counting' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start counting' }).click();
  await expect(page.getByText(/^SC-\d{6}: counting started$/)).toBeVisible();
  await expect(page.getByText(`0 / ${byRack.get(rackId)!.length}`)).toBeVisible();

  // A colleague counts product A with the phone: its printed label in front of the camera, twice.
  const label = await page.request.get(`/api/labels/products.pdf?ids=${a.product_id}&layout=roll-62x29`);
  const video = testInfo.outputPath('product-label.y4m');
  labelVideo(Buffer.from(await label.body()), video);
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const phone = await context.newPage();
    await signIn(phone, 'admin@example.com', 'Admin#2025');
    await phone.goto(`/scan?count=${countId}`);
    const card = phone.getByRole('region', { name: /^Count SC-\d{6}$/ });
    await expect(card.getByText(rack.path, { exact: true })).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('1', { timeout: 20_000 });
    await phone.getByRole('button', { name: 'Scan again' }).click();
    await expect(phone.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('2', { timeout: 20_000 });
    await phone.getByRole('button', { name: 'Save count' }).click();
    await expect(phone.getByRole('status').filter({ hasText: `Counted 2 × ${skuA} on ${rack.path}` })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  } finally {
    await browser.close();
  }

  // Meanwhile 1 unit of B is found damaged and taken off the rack, before B is counted.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { 'x-xsrf-token': xsrf };
  const damage = await (await page.request.post('/api/stock-adjustments', { headers, data: { warehouse_id: b.warehouse_id, reason: 'damage', lines: [{ product_id: b.product_id, rack_id: rackId, quantity: -1 }] } })).json();
  expect((await page.request.post(`/api/stock-adjustments/${damage.id}/post`, { headers, data: { version: damage.version } })).status()).toBe(200);
  const shelfB = b.on_hand - 1 + 3;

  // The storekeeper counts B at the desk: 3 more than the system holds now.
  await page.reload();
  const rowB = page.getByRole('row', { name: new RegExp(skuB) });
  await rowB.getByRole('textbox').fill(String(shelfB));
  await rowB.getByRole('textbox').press('Enter');
  await expect(page.getByText(`Counted ${shelfB} × ${skuB} on ${rack.path}`)).toBeVisible();
  await expect(rowB.getByRole('cell', { name: '+3', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Post variances' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/lines? (is|are) not counted/);
  await dialog.getByRole('button', { name: 'Post variances' }).click();
  await expect(page.getByText(/^SC-\d{6} posted as SA-\d{6}$/)).toBeVisible();
  await expect(page.getByText(/^Posted: its variances were written as SA-\d{6}\.$/)).toBeVisible();

  // The levels are what was counted, and the ledger agrees.
  expect(await onHand(page.request, a.product_id, rackId)).toBe(2);
  expect(await onHand(page.request, b.product_id, rackId)).toBe(shelfB);
  expect(await ledgerBalance(page.request, a.product_id, rackId)).toBe(2);
  expect(await ledgerBalance(page.request, b.product_id, rackId)).toBe(shelfB);

  // The adjustment names its stocktake.
  await page.getByRole('link', { name: /^SA-\d{6}$/ }).click();
  await expect(page.getByText('Count correction').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^SC-\d{6}$/ })).toBeVisible();
});
