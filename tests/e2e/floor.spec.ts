import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { scannerTypes, signIn } from './helpers';

// Issue 32 items 2–5, DESIGN.md §5 "Floor actions are exactly-once": on a phone whose network is
// flaky, in French. The server acts but its answer never arrives (the route fetches the answer,
// then fails the request as a dropped connection would); the network goes away between two
// steps; two people dispatch the same order. Nothing may move twice, nothing may be left
// half-done, and the person is told what happened, in their language.

const query = (filter: object, sort = '["path","DESC"]') => new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,199]', sort });

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A phone signed in as the storekeeper, reading the app in French. */
async function frenchPhone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const phone = await context.newPage();
  // A French browser's first visit is in French, the sign-in page included.
  await phone.goto('/');
  await phone.getByLabel('E-mail').fill('store@example.com');
  await phone.getByLabel('Mot de passe', { exact: false }).first().fill('Store#2025');
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  return { context, phone };
}

/** A stocked rack (from the end of the list, away from other tests' first racks), another rack of its room, and the product's SKU. */
async function moveCase(phone: Page, minimum: number) {
  type Level = { product_id: number; rack_id: number; room_id: number; path: string; on_hand: number };
  const levels = await getJson<Level[]>(phone.request, `/api/stock-levels?${query({})}`);
  const from = levels.filter((level) => level.on_hand >= minimum).at(-3)!;
  const racks = await getJson<{ id: number; path: string }[]>(phone.request, `/api/racks?${query({ room_id: from.room_id })}`);
  const to = racks.find((rack) => rack.id !== from.rack_id)!;
  const { sku } = await getJson<{ sku: string }>(phone.request, `/api/products/${from.product_id}`);
  const onHand = async (rackId: number) => {
    const [level] = await getJson<{ on_hand: number }[]>(phone.request, `/api/stock-levels?${query({ product_id: from.product_id, rack_id: rackId })}`);
    return level?.on_hand ?? 0;
  };
  const transfers = async () => (await getJson<unknown[]>(phone.request, `/api/stock-movements?${query({ product_id: from.product_id, kind: 'transfer' }, '["id","DESC"]')}`)).length;
  return { from, to, sku, onHand, transfers };
}

/** On /scan: the product typed, its source rack chosen, the destination typed: the card waits for the quantity. */
async function upToQuantity(phone: Page, c: Awaited<ReturnType<typeof moveCase>>) {
  await phone.goto('/scan');
  const field = phone.getByRole('textbox', { name: 'Saisissez ou scannez un code' });
  await field.fill(c.sku);
  await field.press('Enter');
  await phone.getByRole('button', { name: 'Déplacer du stock' }).click();
  await phone.getByRole('button', { name: new RegExp(`^${c.from.path}`) }).click();
  await field.fill(c.to.path);
  await field.press('Enter');
  // The quantity has the focus: Enter on it moves.
  await expect(phone.getByRole('spinbutton', { name: 'Quantité' }).or(phone.getByRole('textbox', { name: 'Quantité' }))).toBeFocused();
}

const KEPT = 'Gardé sur ce téléphone : envoyé dès que le serveur est joignable.';

/** The scan screen's list of what the phone keeps for the server (issue 35). */
const queueOf = (phone: Page) => phone.getByRole('region', { name: 'En attente d’envoi' });

test('a move whose answer is lost on the way is kept on the phone and sent again with its key: it moves once, and the phone says so in French', async ({ browser, baseURL }) => {
  const { context, phone } = await frenchPhone(browser, baseURL);
  const c = await moveCase(phone, 3);
  const [fromBefore, toBefore, transfersBefore] = [c.from.on_hand, await c.onHand(c.to.id), await c.transfers()];
  await upToQuantity(phone, c);
  const quantity = phone.getByRole('spinbutton', { name: 'Quantité' }).or(phone.getByRole('textbox', { name: 'Quantité' }));
  await quantity.fill('2');

  // The server moves the stock; its answers never reach the phone, however often it sends.
  let sent = 0;
  await phone.route('**/api/stock-adjustments/transfer', async (route) => {
    sent += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await quantity.press('Enter');
  await expect(phone.getByRole('status').filter({ hasText: KEPT })).toContainText(`2 × ${c.sku} déplacés de ${c.from.path} vers ${c.to.path}`);
  const row = queueOf(phone).getByRole('listitem').filter({ hasText: `2 × ${c.sku}` });
  await expect(row.getByText('En attente', { exact: true })).toBeVisible();
  expect(sent).toBeGreaterThanOrEqual(1);
  expect(await c.onHand(c.from.rack_id)).toBe(fromBefore - 2);

  // The answers come through again: sent with the same key, the server answers what it did.
  await phone.unroute('**/api/stock-adjustments/transfer');
  await queueOf(phone).getByRole('button', { name: 'Envoyer maintenant' }).click();
  await expect(row.getByText('Envoyée', { exact: true })).toBeVisible();
  expect(await c.onHand(c.from.rack_id)).toBe(fromBefore - 2);
  expect(await c.onHand(c.to.id)).toBe(toBefore + 2);
  // One transfer: two movements (its − and its + line), not four.
  expect((await c.transfers()) - transfersBefore).toBe(2);
  await context.close();
});

test('the network gone before Move: the move is kept on the phone, nothing moves or is left behind, and it moves once when the network is back', async ({ browser, baseURL }) => {
  const { context, phone } = await frenchPhone(browser, baseURL);
  const c = await moveCase(phone, 2);
  const adjustments = async () => (await phone.request.get(`/api/stock-adjustments?${query({}, '["id","DESC"]')}`)).headers()['content-range'];
  const [fromBefore, listBefore] = [c.from.on_hand, await adjustments()];
  await upToQuantity(phone, c);

  await context.setOffline(true);
  await phone.getByRole('button', { name: 'Déplacer', exact: true }).click();
  await expect(phone.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  // The header says one action waits.
  await expect(phone.getByRole('link', { name: '1 action en attente d’envoi' })).toBeVisible();
  await context.setOffline(false);
  const row = queueOf(phone).getByRole('listitem').filter({ hasText: `1 × ${c.sku}` });
  await expect(row.getByText('Envoyée', { exact: true })).toBeVisible();
  await expect(phone.getByRole('link', { name: '1 action en attente d’envoi' })).toBeHidden();
  expect(await c.onHand(c.from.rack_id)).toBe(fromBefore - 1);
  // One adjustment more (the transfer), no draft.
  expect(Number((await adjustments()).split('/')[1])).toBe(Number(listBefore.split('/')[1]) + 1);
  await context.close();
});

test('a stocktake counted 16 by scan, then one more box found and scanned, counts 17 and keeps both counts', async ({ browser, baseURL }) => {
  const { context, phone } = await frenchPhone(browser, baseURL);
  const c = await moveCase(phone, 1);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const post = async (url: string, data: object) => {
    const response = await phone.request.post(url, { headers: { 'x-xsrf-token': token }, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: number; version: number };
  };
  const { warehouse_id } = await getJson<{ warehouse_id: number }>(phone.request, `/api/racks/${c.from.rack_id}`);
  const draft = await post('/api/stock-counts', { warehouse_id, rack_id: c.from.rack_id });
  await post(`/api/stock-counts/${draft.id}/start`, { version: draft.version });

  await phone.goto(`/scan?count=${draft.id}`);
  const field = phone.getByRole('textbox', { name: 'Saisissez ou scannez un code' });
  const scan = async (code: string) => {
    await field.fill(code);
    await field.press('Enter');
  };
  await scan(c.sku);
  const quantity = phone.getByRole('spinbutton', { name: 'Quantité' }).or(phone.getByRole('textbox', { name: 'Quantité' }));
  await quantity.fill('16');
  // The save's answer is lost: saved again, the same count is not added twice.
  await phone.route(`**/api/stock-counts/${draft.id}/counts`, async (route) => {
    await route.fetch();
    // Taken off (unroute) while this one was on its way, the request has gone through already.
    await route.abort('connectionreset').catch(() => undefined);
  });
  await quantity.press('Enter');
  await expect(phone.getByRole('alert').filter({ hasText: KEPT })).toContainText(`Comptage de ${c.sku} sur ${c.from.path} : 16`);
  const row = queueOf(phone).getByRole('listitem').filter({ hasText: `Comptage de ${c.sku}` });
  await expect(row.getByText('En attente', { exact: true })).toBeVisible();
  await phone.unroute(`**/api/stock-counts/${draft.id}/counts`);
  await queueOf(phone).getByRole('button', { name: 'Envoyer maintenant' }).click();
  await expect(row.getByText('Envoyée', { exact: true })).toBeVisible();

  // Later, one more box of it turns up on the rack.
  await scan(c.sku);
  await expect(phone.getByText('Déjà compté : 16.')).toBeVisible();
  await expect(phone.getByText('L’enregistrement les ajoute : total 17.')).toBeVisible();
  await phone.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(phone.getByText(`Ajouté sur ${c.from.path} : 1 × ${c.sku}, total 17`)).toBeVisible();

  const [line] = await getJson<{ counted: number; entries: { mode: string; entered: number; counted: number }[] }[]>(
    phone.request,
    `/api/stock-counts/${draft.id}/lines?${new URLSearchParams({ filter: JSON.stringify({ product_id: c.from.product_id }) })}`,
  );
  expect(line.counted).toBe(17);
  expect(line.entries.map((entry) => [entry.mode, entry.entered, entry.counted])).toEqual([
    ['add', 16, 16],
    ['add', 1, 17],
  ]);
  await context.close();
});

test('two people dispatch the same order: the answer lost to the first is pressed again and dispatches once; the second is told, with their picks kept', async ({ browser, baseURL }) => {
  const open = async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@example.com', 'Admin#2025');
    return { context, page };
  };
  const first = await open();
  const second = await open();
  type Order = { id: number; number: string; status: string; lines: { id: number; product_id: number; quantity: number }[] };
  type Options = { line_id: number; racks: { on_hand: number }[] }[];
  const processing = await getJson<Order[]>(first.page.request, `/api/orders?${query({ status: 'processing' }, '["id","ASC"]')}`);
  let order: Order | undefined;
  for (const candidate of processing) {
    const full = await getJson<Order>(first.page.request, `/api/orders/${candidate.id}`);
    const options = await getJson<Options>(first.page.request, `/api/orders/${candidate.id}/pick-options`);
    if (full.lines.every((line) => (options.find((o) => o.line_id === line.id)?.racks[0]?.on_hand ?? 0) >= line.quantity)) {
      order = full;
      break;
    }
  }
  expect(order, 'a processing order whose lines one rack each covers').toBeDefined();
  const filter = { kind: 'issue', product_id: order!.lines.map((line) => line.product_id) };
  const issues = async () =>
    (await getJson<{ source_label: string | null }[]>(first.page.request, `/api/stock-movements?${query(filter, '["id","DESC"]')}`)).filter((m) => m.source_label === order!.number).length;
  expect(await issues()).toBe(0);

  for (const { page } of [first, second]) {
    await page.goto(`/orders-view/${order!.id}`);
    await page.getByRole('button', { name: 'Dispatch' }).click();
    await expect(page.getByRole('dialog', { name: `Dispatch ${order!.number}` })).toBeVisible();
    await expect(page.getByText(/^Picked \d+ of \d+$/).first()).toBeVisible();
  }

  await first.page.route(`**/api/orders/${order!.id}/transition`, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  const dialog = first.page.getByRole('dialog', { name: `Dispatch ${order!.number}` });
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dialog.getByText(/The server did not answer/)).toBeVisible();
  await first.page.unroute(`**/api/orders/${order!.id}/transition`);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  expect((await getJson<Order>(first.page.request, `/api/orders/${order!.id}`)).status).toBe('dispatched');

  // The second's dialog follows the order live (issue 34): told before pressing, nothing to press.
  const late = second.page.getByRole('dialog', { name: `Dispatch ${order!.number}` });
  await expect(late.getByRole('alert')).toContainText(`The status of ${order!.number} is now Dispatched: there is nothing left to dispatch. Nothing was taken from the racks: your picks are kept below.`);
  await expect(late.getByRole('button', { name: 'Dispatch' })).toBeDisabled();
  await expect(late.getByRole('combobox', { name: 'Rack' }).first()).not.toHaveText('');

  // One dispatch: one issue movement per line (each picked from one rack), not two sets.
  expect(await issues()).toBe(order!.lines.length);
  await first.context.close();
  await second.context.close();
});

test('a code scanned while /scan is still loading is read whole: its first keys are not lost', async ({ page }) => {
  await signIn(page, 'store@example.com', 'Store#2025');
  const [level] = await getJson<{ product_id: number; path: string }[]>(page.request, `/api/stock-levels?${query({})}`);
  const { sku } = await getJson<{ sku: string }>(page.request, `/api/products/${level.product_id}`);
  // The app's scripts are held: the page is the splash alone when the scanner types.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/scan', { waitUntil: 'commit' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  await scannerTypes(page, sku);
  release();
  await expect(page.getByRole('region', { name: new RegExp(`^${sku} — `) })).toBeVisible();
  await expect(page).toHaveURL(/\/scan$/);
});
