import { expect, type Page, type Request } from './fixtures';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const rangeLabel = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

export async function signInDealer(page: Page, email = 'dealer@example.com', password = 'Dealer#2025') {
  await page.goto('/dealer/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
}

/** The id of the first record a staff list answers (filtered), for routes that show one record. */
export async function firstId(page: Page, collection: string, filter: Record<string, unknown> = {}): Promise<number> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,0]' });
  const response = await page.request.get(`/api/${collection}?${query}`);
  expect(response.ok(), `GET /api/${collection}`).toBe(true);
  const [row] = (await response.json()) as { id: number }[];
  expect(row, `a record in ${collection} matching ${JSON.stringify(filter)}`).toBeDefined();
  return row.id;
}

/** The requests a page has sent (API calls and the app's own chunks) and not yet seen answered, followed from the first time it is asked. */
const pending = new WeakMap<Page, Set<Request>>();
function openRequests(page: Page): Set<Request> {
  let requests = pending.get(page);
  if (!requests) {
    const open = new Set<Request>();
    // A live event stream (issue 34) stays open as long as the page: it is no answer being waited for.
    page.on('request', (request) => request.headers().accept !== 'text/event-stream' && open.add(request));
    const done = (request: Request) => open.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    pending.set(page, open);
    requests = open;
  }
  return requests;
}

const LOADERS = '.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-indeterminate';

/**
 * Settles a client-side page by what can be seen, not by network silence: its heading drawn, no
 * request unanswered, no loading placeholder left (checked on both sides of the placeholders, as a
 * placeholder going away can start a request) and nothing still moving.
 */
export async function settled(page: Page) {
  const requests = openRequests(page);
  await expect(page.locator('h1:visible').first()).toBeVisible();
  await expect.poll(() => requests.size).toBe(0);
  await expect(page.locator(LOADERS)).toHaveCount(0);
  await expect.poll(() => requests.size).toBe(0);
  // A field's label still moving (an autofocused input) is read mid-colour by a contrast check.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length))
    .toBe(0);
}

/**
 * Opens a route inside the running app, as its own links do (the router follows the history),
 * rather than loading the whole app again; then waits until the page it left is gone from the
 * screen (some of what it drew has left the document) and the new one has settled.
 */
export async function openInApp(page: Page, route: string) {
  openRequests(page);
  if (page.url() === 'about:blank') {
    await page.goto(route);
    return settled(page);
  }
  const here = new URL(page.url());
  if (here.pathname + here.search === route) return settled(page);
  const left = await page.evaluateHandle((to) => {
    // A page drawn outside the layout (a print page) has no main landmark: then all it drew.
    const drawn = [...(document.querySelector('main') ?? document.body).querySelectorAll('*')];
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return drawn;
  }, route);
  await expect.poll(() => left.evaluate((drawn) => drawn.some((node) => !node.isConnected)), { message: `${route}: the page it left is still drawn` }).toBe(true);
  await left.dispose();
  await settled(page);
}

/** A draft stock adjustment made through the API as the signed-in user (the demo data has none). */
export async function draftAdjustment(page: Page): Promise<number> {
  const levels = await page.request.get(`/api/stock-levels?${new URLSearchParams({ filter: '{}', range: '[0,0]' })}`);
  const [level] = (await levels.json()) as { product_id: number; rack_id: number; warehouse_id: number }[];
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const created = await page.request.post('/api/stock-adjustments', {
    headers: { 'x-xsrf-token': token },
    data: { warehouse_id: level.warehouse_id, reason: 'count_correction', lines: [{ product_id: level.product_id, rack_id: level.rack_id, quantity: 1 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A stocktake of the first stocked rack, started and with one line counted, made through the API as the signed-in user. */
export async function countingStocktake(page: Page): Promise<{ counting: number; draft: number }> {
  const levels = await page.request.get(`/api/stock-levels?${new URLSearchParams({ filter: '{}', range: '[0,0]' })}`);
  const [level] = (await levels.json()) as { product_id: number; rack_id: number; warehouse_id: number; on_hand: number }[];
  const token = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { headers: { 'x-xsrf-token': token }, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: number; version: number };
  };
  const scope = { warehouse_id: level.warehouse_id, rack_id: level.rack_id };
  const counting = await post('/api/stock-counts', scope);
  await post(`/api/stock-counts/${counting.id}/start`, { version: counting.version });
  await post(`/api/stock-counts/${counting.id}/counts`, { product_id: level.product_id, rack_id: level.rack_id, counted: level.on_hand + 1 });
  const draft = await post('/api/stock-counts', { ...scope, note: 'Next week' });
  return { counting: counting.id, draft: draft.id };
}

/**
 * A handheld scanner in keyboard mode: each key of the code, then Enter, stamped 8 ms apart as the
 * scanner's USB reports are. Playwright's own typing waits for the page to handle each key, so on a
 * page busy re-rendering its keys would come as slowly as a person's.
 */
export async function scannerTypes(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((text) => ({ key: text, text })).concat({ key: 'Enter', text: '\r' });
  for (const [index, { key, text }] of keys.entries()) {
    const timestamp = start + index * 0.008;
    const code = key === 'Enter' ? { windowsVirtualKeyCode: 13, code: 'Enter' } : {};
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text, timestamp, ...code });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, timestamp, ...code });
  }
  await cdp.detach();
}
