// SPEC.md §4 (dealer session: one shared refresh, retry once, 401 from the refresh or a retry
// logs out, 403 → /dealer/404), §7 (credentials, JSON, X-XSRF-TOKEN from the XSRF-TOKEN
// cookie), §8 ('Dealer API Error', the forbidden warning).
import type { DealerProfile } from '../../../contract/dealerPortal';
import { dealerNavigation, type DealerNavigate, type DealerNotify } from './dealerNavigation';
import { clearDealer, storeDealer } from './dealerSession';

export const DEALER_API_URL = '/api/dealer';
export const DEALER_LOGIN_PATH = '/dealer/login';
export const DEALER_NOT_FOUND_PATH = '/dealer/404';
/** i18n key of SPEC.md §8's 'Forbidden! Redirecting to 404...'. */
export const FORBIDDEN_NOTICE = 'app.dealer.forbidden';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface DealerRequest {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** e.g. `Idempotency-Key` on a new order. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DealerResponse<T> {
  json: T;
  headers: Headers;
  status: number;
}

/** What every failed call rejects with; `body` is the server's `{message, errors?}` when it sent one. Status 0: no answer. */
export class DealerApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'DealerApiError';
    this.status = status;
    this.body = body;
  }
}

export type DealerFetch = <T>(path: string, init?: DealerRequest) => Promise<DealerResponse<T>>;

export interface DealerClientDeps {
  /** Base of the dealer API; the dealer paths are relative to it. */
  apiUrl?: string;
  /** Where a missing anti-forgery cookie is fetched (the staff API serves it for both). */
  csrfUrl?: string;
  fetch?: typeof fetch;
  storage?: Storage;
  cookies?: () => string;
  navigate?: DealerNavigate;
  notify?: DealerNotify;
}

interface Exchange {
  status: number;
  headers: Headers;
  json: unknown;
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

function errorOf(response: Exchange): DealerApiError {
  const body = response.json as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : `Request failed with status code ${response.status}`;
  return new DealerApiError(message, response.status, response.json);
}

function dealerOf(json: unknown): DealerProfile | null {
  const dealer = (json as { dealer?: DealerProfile } | undefined)?.dealer;
  return dealer && typeof dealer === 'object' ? dealer : null;
}

export function createDealerClient(deps: DealerClientDeps = {}): DealerFetch {
  const {
    apiUrl = DEALER_API_URL,
    csrfUrl = '/api/csrf-cookie',
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    storage = globalThis.localStorage,
    cookies = () => document.cookie,
    navigate = dealerNavigation.navigate,
    notify = dealerNavigation.notify,
  } = deps;

  let refreshing: Promise<boolean> | null = null;
  let fetchingCsrfCookie: Promise<unknown> | null = null;
  // Bumped by each successful refresh: a 401 to a request sent before it is answered by a
  // retry, not by a second refresh, so concurrent requests share one.
  let sessionGeneration = 0;

  async function exchange(url: string, init: DealerRequest): Promise<Exchange> {
    const method = (init.method ?? 'GET').toUpperCase();
    if (!SAFE_METHODS.has(method)) await ensureCsrfCookie();
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    const xsrfToken = readCookie(cookies(), XSRF_COOKIE);
    if (xsrfToken != null) headers.set(XSRF_HEADER, xsrfToken);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        credentials: 'include',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw new DealerApiError('Request aborted', 0, undefined);
      console.error('Dealer API Error', { url, error });
      throw new DealerApiError('Network Error', 0, undefined);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text && (response.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json };
  }

  async function ensureCsrfCookie(): Promise<void> {
    if (readCookie(cookies(), XSRF_COOKIE) != null) return;
    fetchingCsrfCookie ??= exchange(csrfUrl, {}).finally(() => {
      fetchingCsrfCookie = null;
    });
    await fetchingCsrfCookie;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= exchange(`${apiUrl}/refresh-token`, { method: 'POST' })
      .then((response) => {
        const dealer = response.status === 200 ? dealerOf(response.json) : null;
        if (!dealer) return false;
        storeDealer(storage, dealer);
        sessionGeneration += 1;
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function logOut(): void {
    clearDealer(storage);
    navigate(DEALER_LOGIN_PATH);
  }

  async function request(path: string, init: DealerRequest, retried: boolean): Promise<Exchange> {
    const url = `${apiUrl}${path}`;
    const sentInGeneration = sessionGeneration;
    const response = await exchange(url, init);
    if (response.status >= 200 && response.status < 300) return response;
    if (response.status === 401) {
      console.warn('401 Unauthorized', url);
      if (path.startsWith('/login')) throw errorOf(response);
      if (retried || path.startsWith('/refresh-token')) {
        logOut();
        throw errorOf(response);
      }
      const renewed = sentInGeneration !== sessionGeneration || (await refreshSession());
      if (!renewed) {
        logOut();
        throw errorOf(response);
      }
      return request(path, init, true);
    }
    if (response.status === 403) {
      notify(FORBIDDEN_NOTICE, 'warning');
      navigate(DEALER_NOT_FOUND_PATH);
      throw errorOf(response);
    }
    console.error('Dealer API Error', { url, status: response.status, body: response.json });
    throw errorOf(response);
  }

  return async <T>(path: string, init: DealerRequest = {}) => {
    const { status, headers, json } = await request(path, init, false);
    return { json: json as T, headers, status };
  };
}

/** The portal's client: paths are relative to /api/dealer, e.g. `/orders?range=[0,9]`. */
const portalClient = createDealerClient();

export function dealerFetch<T>(path: string, init?: DealerRequest): Promise<DealerResponse<T>> {
  return portalClient<T>(path, init);
}
