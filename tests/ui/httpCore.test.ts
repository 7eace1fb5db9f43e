import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealerClient, FORBIDDEN_NOTICE } from '../../src/dealer/session/dealerApi';
import { DEALER_KEY } from '../../src/dealer/session/dealerSession';
import { createHttpClient, FORBIDDEN_MESSAGE } from '../../src/providers/httpClient';
import { USER_KEY } from '../../src/providers/session';

// The rules SPEC.md §4 and §7 give both sessions, run against each configuration of the one
// client core. The API is a stub: it counts calls and says exactly when the session expires.

type Call = (path: string, init?: { method?: string; body?: object }) => Promise<{ status: number; json: unknown }>;

interface Browser {
  fetch: typeof fetch;
  cookies: () => string;
  navigate: (path: string) => void;
  notify: (message: string, type: string) => void;
}

interface Configuration {
  name: string;
  base: string;
  principal: 'user' | 'dealer';
  storedKey: string;
  notFound: string;
  signedOut: string;
  notice: string;
  client: (browser: Browser) => Call;
}

const configurations: Configuration[] = [
  {
    name: 'staff',
    base: '/api',
    principal: 'user',
    storedKey: USER_KEY,
    notFound: '/404',
    signedOut: '/',
    notice: FORBIDDEN_MESSAGE,
    client: (browser) => {
      const client = createHttpClient({ apiUrl: '/api', storage: window.localStorage, ...browser });
      return (path, init = {}) => client(`/api${path}`, { method: init.method, body: init.body && JSON.stringify(init.body) });
    },
  },
  {
    name: 'dealer',
    base: '/api/dealer',
    principal: 'dealer',
    storedKey: DEALER_KEY,
    notFound: '/dealer/404',
    signedOut: '/dealer/login',
    notice: FORBIDDEN_NOTICE,
    client: (browser) => createDealerClient({ apiUrl: '/api/dealer', csrfUrl: '/api/csrf-cookie', storage: window.localStorage, ...browser }),
  },
];

interface Sent {
  method: string;
  path: string;
  xsrf: string | null;
}

/** The API of one browser tab: `/api/csrf-cookie` sets XSRF-TOKEN, unsafe calls without it get 419. */
function stubApi(config: Configuration) {
  const state = { cookies: '', signedIn: false, refreshRenews: true };
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const path = new URL(String(input), 'http://stockyard.test').pathname;
    const method = init?.method ?? 'GET';
    const xsrf = new Headers(init?.headers).get('X-XSRF-TOKEN');
    sent.push({ method, path, xsrf });
    if (path === '/api/csrf-cookie') {
      state.cookies = 'theme=dark; XSRF-TOKEN=token%2B1';
      return new Response(null, { status: 204 });
    }
    if (method !== 'GET' && xsrf !== 'token+1') return Response.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    if (path === `${config.base}/refresh-token`) {
      // Slow enough that every request of a burst has had its 401 before the refresh answers.
      await new Promise((resolve) => setTimeout(resolve, 20));
      state.signedIn = state.refreshRenews;
      return Response.json({ [config.principal]: { id: 7, email: 'someone@example.com', company_name: 'Acme Motors', contact_person_name: null } });
    }
    if (path === `${config.base}/forbidden`) return Response.json({ message: 'Forbidden' }, { status: 403 });
    const signedIn = state.signedIn;
    // A slow answer: judged when the request arrives, delivered after the refresh has ended.
    if (path.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 60));
    if (!signedIn) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    return Response.json({ path, method });
  };
  const browser: Browser = {
    fetch: vi.fn(fetchStub),
    cookies: () => state.cookies,
    navigate: vi.fn<(path: string) => void>(),
    notify: vi.fn<(message: string, type: string) => void>(),
  };
  const count = (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path).length;
  return { state, sent, browser, count };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(configurations)('the HTTP client core, $name configuration', (config) => {
  it('fetches the XSRF cookie once before the first unsafe calls and echoes it on each', async () => {
    const api = stubApi(config);
    api.state.signedIn = true;
    const call = config.client(api.browser);

    await call('/things');
    expect(api.count('GET', '/api/csrf-cookie')).toBe(0);

    const answers = await Promise.all([call('/things', { method: 'POST', body: { n: 1 } }), call('/things', { method: 'POST', body: { n: 2 } })]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(api.count('GET', '/api/csrf-cookie')).toBe(1);
    expect(api.sent.filter((sent) => sent.method === 'POST').map((sent) => sent.xsrf)).toEqual(['token+1', 'token+1']);
  });

  it('asks for a fresh XSRF cookie and sends once more when the token no longer matches (cookies cleared or replaced meanwhile), and only once', async () => {
    const api = stubApi(config);
    api.state.signedIn = true;
    api.state.cookies = 'XSRF-TOKEN=stale';
    const call = config.client(api.browser);

    const answer = await call('/things', { method: 'POST', body: { n: 1 } });

    expect(answer.status).toBe(200);
    expect(api.sent.filter((sent) => sent.method === 'POST').map((sent) => sent.xsrf)).toEqual(['stale', 'token+1']);
    expect(api.count('GET', '/api/csrf-cookie')).toBe(1);

    // A server that keeps refusing is answered once more, not in a loop: the refusal is shown.
    api.browser.fetch = vi.fn<typeof fetch>(async (input) => {
      if (String(input).endsWith('/api/csrf-cookie')) return new Response(null, { status: 204 });
      return Response.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    });
    const refusing = config.client(api.browser);
    await expect(refusing('/things', { method: 'POST', body: { n: 2 } })).rejects.toMatchObject({ status: 419 });
    expect(vi.mocked(api.browser.fetch).mock.calls.filter(([input]) => !String(input).endsWith('/api/csrf-cookie'))).toHaveLength(2);
  });

  it('answers N concurrent 401s with one refresh, stores the new session and retries each request once', async () => {
    const api = stubApi(config);
    api.state.cookies = 'XSRF-TOKEN=token%2B1';
    const call = config.client(api.browser);
    // '/slow' has its 401 after the refresh is over: it is retried, not refreshed again.
    const paths = ['/a', '/b', '/c', '/slow'];

    const answers = await Promise.all(paths.map((path) => call(path)));

    expect(answers.map((answer) => answer.json)).toEqual(paths.map((path) => ({ path: `${config.base}${path}`, method: 'GET' })));
    expect(api.count('POST', `${config.base}/refresh-token`)).toBe(1);
    for (const path of paths) expect(api.count('GET', `${config.base}${path}`)).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(config.storedKey) ?? 'null')).toMatchObject({ id: 7 });
    expect(api.browser.navigate).not.toHaveBeenCalled();

    // A request sent after the refresh goes out once: the session is good again.
    await call('/e');
    expect(api.count('GET', `${config.base}/e`)).toBe(1);
  });

  it('retries only once: a 401 to the retry ends the session and goes to the signed-out page', async () => {
    const api = stubApi(config);
    api.state.cookies = 'XSRF-TOKEN=token%2B1';
    api.state.refreshRenews = false;
    window.localStorage.setItem(config.storedKey, JSON.stringify({ id: 7 }));
    const call = config.client(api.browser);

    const failure = await call('/a').catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401 });
    expect(api.count('GET', `${config.base}/a`)).toBe(2);
    expect(api.count('POST', `${config.base}/refresh-token`)).toBe(1);
    expect(window.localStorage.getItem(config.storedKey)).toBeNull();
    expect(api.browser.navigate).toHaveBeenCalledWith(config.signedOut);
  });

  it('warns and goes to the configured not-found page on a 403', async () => {
    const api = stubApi(config);
    api.state.signedIn = true;
    const call = config.client(api.browser);

    const failure = await call('/forbidden').catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(api.browser.notify).toHaveBeenCalledWith(config.notice, 'warning');
    expect(api.browser.navigate).toHaveBeenCalledWith(config.notFound);
    expect(api.count('POST', `${config.base}/refresh-token`)).toBe(0);
  });
});
