import type { HttpClient } from '../../src/providers/httpClient';

/**
 * Screens that call the app's `httpClient` directly (settings, dashboard figures, pickers) talk
 * to the test server through it once a test file mocks the module with `forwardingHttpClient`:
 *
 *   vi.mock('../../src/providers/httpClient', async (original) =>
 *     (await import('./appHttpClientMock')).forwardingHttpClient(original));
 *
 * and points `appApi.client` at a signed-in tab's client (`signedInAppTab`). Every URL asked
 * for is kept in `appApi.urls`, so a test can check what a screen did not ask for.
 */
export const appApi = { client: null as HttpClient | null, urls: [] as string[] };

export async function forwardingHttpClient(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import('../../src/providers/httpClient')>();
  const httpClient = (url: string, options?: RequestInit) => {
    appApi.urls.push(url);
    return appApi.client ? appApi.client(url, options) : Promise.reject(new Error('No API in this test'));
  };
  return { ...actual, httpClient };
}
