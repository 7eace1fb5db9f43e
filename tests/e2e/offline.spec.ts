import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';
import { serverDatabaseUrl } from './servers';

// Issue 35: the floor keeps working offline. On a phone at 390 px with the service worker on
// (the other browser tests block it): a rack counted and stock moved with the network cut, the
// page reloaded and the app closed and opened again while still offline, then the network back:
// every action lands exactly once, in order, and the ledger checks clean.

test.use({ serviceWorkers: 'allow' });

const query = (filter: object, sort = '["path","ASC"]') => new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,999]', sort });

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

async function post(page: Page, url: string, data: object) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(url, { headers: { 'x-xsrf-token': token }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number; version: number };
}

/** Whether the phone keeps what the floor read (the persisted reads name the stocktake's lines). */
const kept = (page: Page, what: string) =>
  page.evaluate(
    (needle) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('stockyard-floor');
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('floor-reads');
          get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(needle));
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    what,
  );

/** Whether the phone knows what a code is without asking the server. */
const knowsCode = (page: Page, code: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('stockyard-floor');
        open.onsuccess = () => {
          const keys = open.result.transaction('codes').objectStore('codes').getAllKeys();
          keys.onsuccess = () => resolve((keys.result as [number, string][]).some(([, known]) => known === wanted.toUpperCase()));
          keys.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    code,
  );

test('a rack counted and stock moved with the network cut, the app reloaded and reopened offline: every action lands once when the network is back', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  let page = await context.newPage();
  await signIn(page, 'store@example.com', 'Store#2025');

  // A rack with several products to count, and a stocked rack (elsewhere) to move from.
  type Level = { product_id: number; rack_id: number; room_id: number; warehouse_id: number; path: string; on_hand: number };
  const levels = await getJson<Level[]>(page, `/api/stock-levels?${query({})}`);
  const byRack = new Map<number, Level[]>();
  for (const level of levels) byRack.set(level.rack_id, [...(byRack.get(level.rack_id) ?? []), level]);
  // Issue 35 item 6: 20 lines of a stocktake counted offline (a rack holding 20 products or more).
  const [countRack, countLevels] = [...byRack].find(([, rackLevels]) => rackLevels.length >= 20)!;
  const from = levels.filter((level) => level.rack_id !== countRack && level.on_hand >= 3).at(-2)!;
  const racks = await getJson<{ id: number; path: string }[]>(page, `/api/racks?${query({ room_id: from.room_id })}`);
  const to = racks.find((rack) => rack.id !== from.rack_id && rack.id !== countRack)!;
  const { sku } = await getJson<{ sku: string }>(page, `/api/products/${from.product_id}`);
  const toBefore = (await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?${query({ product_id: from.product_id, rack_id: to.id })}`))[0]?.on_hand ?? 0;
  const draft = await post(page, '/api/stock-counts', { warehouse_id: countLevels[0].warehouse_id, rack_id: countRack });
  await post(page, `/api/stock-counts/${draft.id}/start`, { version: draft.version });
  const lines = await getJson<{ product_id: number; sku: string; path: string; expected: number }[]>(page, `/api/stock-counts/${draft.id}/lines?${query({})}`);
  expect(lines.length).toBeGreaterThanOrEqual(20);

  // Online, once: the count opened on the phone, and the move gone through up to its quantity.
  const field = page.getByRole('textbox', { name: 'Type or scan a code' });
  const scan = async (code: string) => {
    await field.fill(code);
    await field.press('Enter');
  };
  const upToQuantity = async () => {
    await scan(sku);
    await page.getByRole('button', { name: 'Move stock' }).click();
    await page.getByRole('button', { name: new RegExp(`^${from.path}`) }).click();
    await scan(to.path);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' }).or(page.getByRole('textbox', { name: 'Quantity' }))).toBeFocused();
  };
  await page.goto('/scan');
  await upToQuantity();
  // What the move read is kept on the phone (written half a second after it was read).
  await expect.poll(() => kept(page, `"rack_id":${from.rack_id}`), { timeout: 10_000 }).toBe(true);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/scan?count=${draft.id}`);
  await scan(lines[0].path);
  await expect(page.getByText(`${lines[0].sku} — `).first()).toBeVisible();
  // The service worker controls the page, and the phone keeps the stocktake's lines.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => kept(page, `stock-counts/${draft.id}/lines`), { timeout: 10_000 }).toBe(true);

  // The network goes. The page is reloaded: the scan screen opens, signed in, from the phone.
  await context.setOffline(true);
  await page.reload();
  const queue = page.getByRole('region', { name: 'Waiting to be sent' });
  await scan(lines[0].path);
  for (const [index, line] of lines.entries()) {
    // Each product scanned, its number typed, then saved: one count per line.
    await scan(line.sku);
    await page.getByRole('spinbutton', { name: 'Quantity' }).or(page.getByRole('textbox', { name: 'Quantity' })).fill(String(index + 1));
    await page.getByRole('button', { name: 'Save count' }).click();
    await expect(queue.getByRole('listitem').filter({ hasText: `Counted ${index + 1} × ${line.sku}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Cancel' }).click();
  await upToQuantity();
  await page.getByRole('spinbutton', { name: 'Quantity' }).or(page.getByRole('textbox', { name: 'Quantity' })).fill('2');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept on this phone' })).toBeVisible();
  const waiting = lines.length + 1;
  await expect(page.getByRole('link', { name: `${waiting} actions waiting to be sent` })).toBeVisible();

  // Reloaded, then closed and opened again, still offline: the queue is all there, in order.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeVisible();
  await expect(queue.getByText('Waiting', { exact: true })).toHaveCount(waiting, { timeout: 20_000 });
  await page.close();
  page = await context.newPage();
  await page.goto('/scan');
  const reopened = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(reopened.getByText('Waiting', { exact: true })).toHaveCount(waiting, { timeout: 20_000 });
  const summaries = await reopened.getByRole('listitem').allInnerTexts();
  expect(summaries.at(-1)).toContain(`Moved 2 × ${sku} from ${from.path} to ${to.path}`);

  // The network is back: everything is sent, once, in order.
  await context.setOffline(false);
  await expect(reopened.getByText('Sent', { exact: true })).toHaveCount(waiting, { timeout: 20_000 });
  const counted = await getJson<{ product_id: number; counted: number; entries: unknown[] }[]>(page, `/api/stock-counts/${draft.id}/lines?${query({})}`);
  expect(counted.map((line) => [line.product_id, line.counted, line.entries.length])).toEqual(lines.map((line, index) => [line.product_id, index + 1, 1]));
  const [fromAfter] = await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?${query({ product_id: from.product_id, rack_id: from.rack_id })}`);
  const [toAfter] = await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?${query({ product_id: from.product_id, rack_id: to.id })}`);
  expect([fromAfter.on_hand, toAfter.on_hand]).toEqual([from.on_hand - 2, toBefore + 2]);
  // The ledger sums to the levels (npm run check:stock on this server's database).
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-stock.ts'], { env: { ...process.env, DATABASE_URL: serverDatabaseUrl(baseURL!) }, encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  await context.close();
});

test('a move refused when it lands (the desk moved the stock meanwhile) shows why and is sent again changed; another person signing in on the phone never sends it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'store@example.com', 'Store#2025');
  type Level = { product_id: number; rack_id: number; room_id: number; path: string; on_hand: number };
  const levels = await getJson<Level[]>(page, `/api/stock-levels?${query({}, '["path","DESC"]')}`);
  const from = levels.filter((level) => level.on_hand >= 3).at(-5)!;
  const racks = await getJson<{ id: number; path: string }[]>(page, `/api/racks?${query({ room_id: from.room_id })}`);
  const [to, desk] = racks.filter((rack) => rack.id !== from.rack_id);
  const { sku } = await getJson<{ sku: string }>(page, `/api/products/${from.product_id}`);
  const onHand = async (rackId: number) => (await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?${query({ product_id: from.product_id, rack_id: rackId })}`))[0]?.on_hand ?? 0;
  const field = page.getByRole('textbox', { name: 'Type or scan a code' });
  const scan = async (code: string) => {
    await field.fill(code);
    await field.press('Enter');
  };
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' }).or(page.getByRole('textbox', { name: 'Quantity' }));
  await page.goto('/scan');
  await scan(sku);
  await page.getByRole('button', { name: 'Move stock' }).click();
  await page.getByRole('button', { name: new RegExp(`^${from.path}`) }).click();
  await scan(to.path);
  await quantity.fill(String(from.on_hand));

  // Offline, everything on the rack is moved; meanwhile the desk takes all but one of it elsewhere.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept on this phone' })).toBeVisible();
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@example.com', 'Admin#2025');
  await post(adminPage, '/api/stock-adjustments/transfer', { product_id: from.product_id, from_rack_id: from.rack_id, to_rack_id: desk.id, quantity: from.on_hand - 1, post: true });

  // Back in range: refused, with the server's reason; sent again for the one left, it lands.
  await context.setOffline(false);
  const queue = page.getByRole('region', { name: 'Waiting to be sent' });
  const row = queue.getByRole('listitem').filter({ hasText: `${from.on_hand} × ${sku}` });
  await expect(row.getByText('Refused', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('alert')).toContainText(/stock|on hand/i);
  expect(await onHand(from.rack_id)).toBe(1);
  await row.getByRole('spinbutton', { name: 'Quantity' }).or(row.getByRole('textbox', { name: 'Quantity' })).fill('1');
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  expect(await onHand(from.rack_id)).toBe(0);

  // One more move kept offline; the session ends before the network is back, and a colleague signs in on this phone.
  const [level] = (await getJson<Level[]>(page, `/api/stock-levels?${query({ rack_id: to.id, product_id: from.product_id })}`));
  await scan(sku);
  await page.getByRole('button', { name: 'Move stock' }).click();
  await page.getByRole('button', { name: new RegExp(`^${to.path}`) }).click();
  await scan(from.path);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept on this phone' })).toBeVisible();
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await context.setOffline(false);
  await signIn(page, 'admin@example.com', 'Admin#2025');
  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Scan', level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('region', { name: 'Waiting to be sent' })).toBeHidden();
  expect(await onHand(to.id)).toBe(level.on_hand);

  // The storekeeper signs in again on the phone: their move goes, once.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await signIn(page, 'store@example.com', 'Store#2025');
  await expect.poll(() => onHand(to.id), { timeout: 20_000 }).toBe(level.on_hand - 1);
  await admin.close();
  await context.close();
});

test('a purchase-order line received with the network cut into a rack never scanned before lands once when it is back, the page reloaded meanwhile', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin@example.com', 'Admin#2025');
  type Line = { id: number; sku: string; quantity: number; received: number };
  type Po = { id: number; number: string; status: string; version: number; lines: Line[] };
  const pos = await getJson<Po[]>(page, `/api/purchase-orders?${query({}, '["id","ASC"]')}`);
  let po: Po | undefined;
  for (const candidate of pos.filter((p) => p.status === 'ordered' || p.status === 'partially_received')) {
    const full = await getJson<Po>(page, `/api/purchase-orders/${candidate.id}`);
    if (full.lines.some((line) => line.quantity - line.received >= 2)) po = full;
    if (po) break;
  }
  const line = po!.lines.find((l) => l.quantity - l.received >= 2)!;
  const [rack] = await getJson<{ id: number; path: string }[]>(page, `/api/purchase-orders/${po!.id}/racks`);

  // Online once: the order looked up on the phone, its flow opened (what it reads is kept).
  const field = page.getByRole('textbox', { name: 'Type or scan a code' });
  const scan = async (code: string) => {
    await field.fill(code);
    await field.press('Enter');
  };
  await page.goto('/scan');
  await scan(po!.number);
  await page.getByRole('button', { name: 'Receive into a rack' }).click();
  await expect(page.getByRole('region', { name: `Receive ${po!.number}` })).toBeVisible();
  // The racks' codes are kept when /scan opens: the rack, never scanned here, is known offline.
  await expect.poll(() => knowsCode(page, rack.path), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  // Chromium finds the app installable: its manifest and icons read, a worker controlling the page.
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  await cdp.detach();
  await expect.poll(() => kept(page, `"purchase-orders","racks"`), { timeout: 10_000 }).toBe(true);

  // Offline, the page reloaded: the order is found again, its line received into the rack.
  await context.setOffline(true);
  await page.reload();
  await scan(po!.number);
  await page.getByRole('button', { name: 'Receive into a rack' }).click();
  await page.getByRole('button', { name: new RegExp(`^${line.sku} — `) }).click();
  await scan(rack.path);
  await page.getByRole('spinbutton', { name: 'Quantity' }).or(page.getByRole('textbox', { name: 'Quantity' })).fill('2');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept on this phone' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 action waiting to be sent' })).toBeVisible();

  await context.setOffline(false);
  const queue = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(queue.getByText('Sent', { exact: true })).toHaveCount(1, { timeout: 20_000 });
  const after = await getJson<Po>(page, `/api/purchase-orders/${po!.id}`);
  expect(after.lines.find((l) => l.id === line.id)!.received).toBe(line.received + 2);
  await context.close();
});
