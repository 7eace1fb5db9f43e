import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// Issue 21: a staff page asks, from its entry and as it starts, for what its first screen asked
// for on the path's last load (src/providers/firstScreen.ts). The server here is a stand-in fetch that
// counts requests; each "page load" is a fresh import of the module at a path.

type FirstScreen = typeof import('../../src/providers/firstScreen');

let served: string[];
let status: number;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('user', JSON.stringify({ id: 1, full_name: 'Admin', email: 'a@example.com', role: 'Admin', permissions: 'view_products' }));
  served = [];
  status = 200;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', async (url: string) => {
    served.push(url);
    return new Response(JSON.stringify({ url, n: served.length }), { status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
});

/** A page load at this path: the module as the entry imports it, and its prefetch. */
async function load(path: string): Promise<FirstScreen> {
  history.replaceState(null, '', path);
  vi.resetModules();
  const module = await import('../../src/providers/firstScreen');
  module.prefetchFirstScreen();
  return module;
}

/** The app's GETs on its first screen, the way the http client makes them. */
async function ask(page: FirstScreen, url: string) {
  page.noteFirstScreenRequest(url);
  const early = await page.takeFirstScreenAnswer(url);
  return early ?? (await fetch(url));
}

const LIST = '/api/products?range=%5B0%2C24%5D';

it("asks again, as the page starts, for what the path's first screen asked for last time, and hands each answer over once", async () => {
  const first = await load('/products');
  expect(served).toEqual([]);
  await ask(first, '/api/me');
  await ask(first, LIST);
  expect(served).toEqual(['/api/me', LIST]);
  vi.advanceTimersByTime(5000);

  served = [];
  const second = await load('/products');
  // Both asked for by the entry, before the app asked for anything.
  expect(served).toEqual(['/api/me', LIST]);
  const answer = await ask(second, LIST);
  expect(await answer.json()).toEqual({ url: LIST, n: 2 });
  expect(served).toHaveLength(2);
  // Once: the same URL again is asked of the server.
  await ask(second, LIST);
  expect(served).toEqual(['/api/me', LIST, LIST]);
  // Another path has its own first screen, none yet.
  served = [];
  await load('/dashboard');
  expect(served).toEqual([]);
});

it('hands over neither an error answer nor a stale one, and asks nothing for a signed-out page', async () => {
  const first = await load('/products');
  await ask(first, LIST);
  vi.advanceTimersByTime(5000);

  status = 401;
  served = [];
  const refused = await load('/products');
  expect(served).toEqual([LIST]);
  status = 200;
  const answer = await ask(refused, LIST);
  expect(answer.status).toBe(200);
  expect(served).toEqual([LIST, LIST]);

  served = [];
  const late = await load('/products');
  vi.advanceTimersByTime(11_000);
  await ask(late, LIST);
  expect(served).toEqual([LIST, LIST]);

  localStorage.removeItem('isAuthenticated');
  served = [];
  await load('/products');
  expect(served).toEqual([]);
});

it("keeps only what the page asked for on its own path, in its first seconds", async () => {
  const first = await load('/products');
  vi.advanceTimersByTime(5001);
  first.noteFirstScreenRequest(LIST);
  history.replaceState(null, '', '/products/1');
  const moved = await load('/orders');
  moved.noteFirstScreenRequest('/api/orders');
  history.replaceState(null, '', '/orders/7/show');
  moved.noteFirstScreenRequest('/api/orders/7');
  // Back on the list before the first screen is written down: the record's GET is not its.
  history.replaceState(null, '', '/orders');
  vi.advanceTimersByTime(5000);
  expect(JSON.parse(localStorage.getItem('stockyard.firstScreen')!)['/orders'].api).toEqual(['/api/orders']);
  expect(Object.keys(JSON.parse(localStorage.getItem('stockyard.firstScreen')!))).toEqual(['/orders']);
});

it('keeps nothing asked for after a click or a key: the first screen is what the page asks for by itself', async () => {
  const page = await load('/products');
  page.noteFirstScreenRequest(LIST);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
  page.noteFirstScreenRequest('/api/products/export.csv');
  vi.advanceTimersByTime(5000);
  expect(JSON.parse(localStorage.getItem('stockyard.firstScreen')!)['/products'].api).toEqual([LIST]);
});
