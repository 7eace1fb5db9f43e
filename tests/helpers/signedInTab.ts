import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { clearDocumentCookies, createCookieFetch } from './cookieFetch';
import { startTestServer } from './testServer';

export interface Account {
  email: string;
  password: string;
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once no request of any tab is under way. A test ends while react-admin may still
 * be fetching (a reference, a history page); closing the server under such a request can
 * wait for ever, so afterEach waits for this first.
 */
export async function requestsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** A request counts as under way until its body has arrived. */
const trackedFetch: typeof fetch = (input, init) => {
  const request = globalThis.fetch(input, init);
  const done = request.then((response) => response.clone().text());
  inFlight.add(done);
  done.then(
    () => inFlight.delete(done),
    () => inFlight.delete(done),
  );
  return request;
};

/** A browser tab signed in on the test server: the app's own providers over its own cookie jar. */
export async function signedInTab(baseUrl: string, account: Account) {
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
  return { authProvider, dataProvider: createDataProvider(httpClient, apiUrl) };
}

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The hooks of a UI test file that talks to the real API: one server for the file, a clean
 * browser state for each test, and no request left in flight when a test ends. The answer
 * stands for the server once it has started.
 */
export function withTestServer(config?: Parameters<typeof startTestServer>[0]): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(config);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    window.localStorage.clear();
    clearDocumentCookies();
  });
  afterEach(async () => {
    await requestsSettled();
    vi.restoreAllMocks();
  });
  return {
    get baseUrl() {
      return server!.baseUrl;
    },
    sql: (query, params) => server!.sql(query, params),
    close: () => server!.close(),
  };
}
