import { vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider, type AppDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient, type HttpClient } from '../../src/providers/httpClient';
import type { Account } from './signedInTab';
import { createCookieFetch } from './cookieFetch';

/**
 * A signed-in tab on the test server that also hands out its httpClient, for screens that
 * call the app's `httpClient` directly (settings, dashboard figures): a test file mocks that
 * module so its `httpClient` forwards to `appHttpClient`. `settled()` resolves once none of
 * the tab's requests is under way, so a test can end without leaving one in flight.
 */
export async function signedInAppTab(baseUrl: string, account: Account) {
  const inFlight = new Set<Promise<unknown>>();
  const trackedFetch: typeof fetch = (input, init) => {
    const request = globalThis.fetch(input, init);
    const done = request.then((response) => response.clone().text());
    inFlight.add(done);
    const forget = () => inFlight.delete(done);
    done.then(forget, forget);
    return request;
  };
  const apiUrl = `${baseUrl}/api`;
  const httpClient = createHttpClient({
    apiUrl,
    fetch: createCookieFetch(trackedFetch).fetch,
    storage: window.localStorage,
    navigate: vi.fn(),
    notify: vi.fn(),
  });
  const authProvider = createAuthProvider({ httpClient, apiUrl, storage: window.localStorage });
  await authProvider.login(account);
  return {
    authProvider,
    dataProvider: createDataProvider(httpClient, apiUrl) as AppDataProvider,
    httpClient,
    /** The app's client is given `/api/...` paths; this tab lives at the test server. */
    appHttpClient: ((url, options) => httpClient(`${baseUrl}${url}`, options)) as HttpClient,
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
