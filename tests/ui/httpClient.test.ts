import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { ClientError, createHttpClient, FETCH_ERROR, FORBIDDEN_MESSAGE, TIMEOUT_ERROR, type HttpClient } from '../../src/providers/httpClient';
import { SIGNED_IN_KEY, USER_KEY } from '../../src/providers/session';
import { clearDocumentCookies, createCookieFetch, type CookieFetch } from '../helpers/cookieFetch';
import { startTestServer } from '../helpers/testServer';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };
const listParams = { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A browser tab: its own cookie jar, storage, and the navigate/notify the app would bind. */
function newTab(apiUrl = `${server.baseUrl}/api`) {
  const browser: CookieFetch = createCookieFetch();
  const navigate = vi.fn<(path: string) => void>();
  const notify = vi.fn<(message: string, type: string) => void>();
  const httpClient: HttpClient = createHttpClient({ apiUrl, fetch: browser.fetch, storage: window.localStorage, navigate, notify });
  return {
    browser,
    navigate,
    notify,
    httpClient,
    apiUrl,
    authProvider: createAuthProvider({ httpClient, apiUrl, storage: window.localStorage }),
    dataProvider: createDataProvider(httpClient, apiUrl),
  };
}

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('httpClient against the API', () => {
  it('signs in, then lists products with the total from Content-Range', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);

    // No XSRF cookie before the login POST: the client fetched one first.
    expect(tab.browser.count('GET', '/api/csrf-cookie')).toBe(1);
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: ADMIN.email });
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe('true');

    const { data, total } = await tab.dataProvider.getList('products', listParams);
    expect(data).toHaveLength(5);
    expect(total).toBeGreaterThanOrEqual(200);
    const { data: categories } = await tab.dataProvider.getList('category', listParams);
    expect(categories[0]).toHaveProperty('product_count');
  });

  it('answers concurrent 401s with one refresh, then retries each request once', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);
    await server.sql('delete from access_tokens');
    tab.browser.resetCounts();

    const [products, product, categories] = await Promise.all([
      tab.dataProvider.getList('products', listParams),
      tab.dataProvider.getOne('products', { id: 1 }),
      tab.dataProvider.getList('category', listParams),
    ]);

    expect(tab.browser.count('POST', '/api/refresh-token')).toBe(1);
    expect(tab.browser.count('GET', '/api/products')).toBe(2);
    expect(tab.browser.count('GET', '/api/products/1')).toBe(2);
    expect(products.data).toHaveLength(5);
    expect(product.data.id).toBe(1);
    expect(categories.total).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: ADMIN.email });
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('ends the session and goes to / when the refresh fails', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);
    await server.sql('delete from access_tokens');
    await server.sql('update session_families set revoked_at = now()');

    const failure = await tab.dataProvider.getList('products', listParams).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect(tab.browser.count('POST', '/api/refresh-token')).toBe(1);
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(tab.navigate).toHaveBeenCalledWith('/');
    expect(console.warn).toHaveBeenCalledWith('401 Unauthorized', `${tab.apiUrl}/products?${new URLSearchParams({
      filter: '{}',
      range: '[0,4]',
      sort: '["name","ASC"]',
    })}`);
  });

  it('warns and goes to /404 on a 403', async () => {
    const tab = newTab();
    await tab.authProvider.login(VIEWER);

    const failure = await tab.dataProvider
      .create('products', { data: { sku: 'X-1', name: 'Forbidden bolt', category_id: 1, dealer_price: 1, cost: 1, reorder_level: 0 } })
      .catch((error: unknown) => error);

    expect((failure as HttpError).status).toBe(403);
    expect(tab.notify).toHaveBeenCalledWith(FORBIDDEN_MESSAGE, 'warning');
    expect(FORBIDDEN_MESSAGE).toBe('Forbidden! Redirecting to 404...');
    expect(tab.navigate).toHaveBeenCalledWith('/404');
  });

  it('goes to /lock-screen on a 423: the session was locked on the server', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);
    await tab.httpClient(`${tab.apiUrl}/lock`, { method: 'POST' });

    const failure = await tab.dataProvider.getList('products', listParams).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(423);
    expect((failure as HttpError).message).toBe('The session is locked. Enter your password to unlock it.');
    expect(tab.navigate).toHaveBeenCalledWith('/lock-screen');
    expect(tab.browser.count('POST', '/api/refresh-token')).toBe(0);
    expect(window.localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('with the lock screen marked in storage (a reload), goes back to it without asking the server for data', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);
    window.localStorage.setItem('locked', '/lock-screen3');
    tab.browser.resetCounts();

    const failure = await tab.dataProvider.getList('products', listParams).catch((error: unknown) => error);

    expect((failure as HttpError).status).toBe(423);
    expect(tab.navigate).toHaveBeenCalledWith('/lock-screen3');
    expect(tab.browser.count('GET', '/api/products')).toBe(0);
    // What the lock screen itself needs still goes through.
    const { json } = await tab.httpClient(`${tab.apiUrl}/me`);
    expect(json).toMatchObject({ user: { email: ADMIN.email }, locked: false });
  });

  it('hands a failed login to the caller without a refresh', async () => {
    const tab = newTab();

    const failure = await tab.authProvider.login({ email: ADMIN.email, password: 'wrong password' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect((failure as HttpError).message).toBe('These credentials do not match our records.');
    expect(tab.browser.count('POST', '/api/refresh-token')).toBe(0);
    expect(tab.navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('says "Network Error" when nothing answers', async () => {
    const tab = newTab(`http://127.0.0.1:${await closedPort()}/api`);

    const failure = await tab.httpClient(`${tab.apiUrl}/products`).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ClientError);
    expect((failure as ClientError).message).toBe('Network Error');
    expect((failure as ClientError).kind).toBe(FETCH_ERROR);
    expect(console.error).toHaveBeenCalledWith('API Error', expect.objectContaining({ message: 'Network Error' }));
  });

  it('says "timeout of {n}ms exceeded" when the answer is too slow', async () => {
    const tab = newTab();

    // A failed login is slowed down on purpose (DESIGN.md §5), far beyond 5 ms.
    const failure = await tab.httpClient(`${tab.apiUrl}/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      timeout: 5,
    }).catch((error: unknown) => error);

    expect((failure as ClientError).message).toBe('timeout of 5ms exceeded');
    expect((failure as ClientError).kind).toBe(TIMEOUT_ERROR);
  });

  it('says "Request aborted" when the caller cancels', async () => {
    const tab = newTab();
    const controller = new AbortController();

    const pending = tab.httpClient(`${tab.apiUrl}/csrf-cookie`, { signal: controller.signal });
    controller.abort();
    const failure = await pending.catch((error: unknown) => error);

    expect((failure as ClientError).message).toBe('Request aborted');
  });

  it('says "Request failed with status code 404" when the answer carries no message', async () => {
    const tab = newTab();

    // A HEAD answer has no body, so there is no server message to show.
    const failure = await tab.httpClient(`${tab.apiUrl}/no-such-collection`, { method: 'HEAD' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).message).toBe('Request failed with status code 404');
    expect(console.error).toHaveBeenCalledWith('API Error', expect.objectContaining({ status: 404 }));
  });

  it('shows the server message of other errors', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);

    const failure = await tab.dataProvider.getOne('products', { id: 999999 }).catch((error: unknown) => error);

    expect((failure as HttpError).status).toBe(404);
    expect((failure as HttpError).message).toBe('No products with id 999999');
  });

  it('sends the version back on update, so a stale edit is refused', async () => {
    const tab = newTab();
    await tab.authProvider.login(ADMIN);
    const { data: category } = await tab.dataProvider.getOne('category', { id: 1 });
    const { version: _version, ...withoutVersion } = category;

    const { data: saved } = await tab.dataProvider.update('category', {
      id: 1,
      data: { ...withoutVersion, description: 'Edited once' },
      previousData: category,
    });
    expect(saved.version).toBe(category.version + 1);

    const stale = await tab.dataProvider
      .update('category', { id: 1, data: { ...withoutVersion, description: 'Edited twice' }, previousData: category })
      .catch((error: unknown) => error);
    expect((stale as HttpError).status).toBe(409);
  });
});
