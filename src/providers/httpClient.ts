// SPEC.md §4 (401: one shared refresh, retry once; 403 → /404), §7 (credentials, JSON,
// X-XSRF-TOKEN from the XSRF-TOKEN cookie), §8 (error messages and fetch error kinds);
// 423: the session is locked, go to the lock screen.
import { HttpError, type NotificationType } from 'react-admin';
import { LOCK_SCREEN_PATH, lockedPath } from '../auth/screenLock';
import { SESSION_LOCKED_MESSAGE, type SessionUser } from '../../contract/user';
import { appNavigation } from './navigation';
import { queryClient } from './queryClient';
import { clearUser, storeUser } from './session';

export const FETCH_ERROR = 'FETCH_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT_ERROR';
export const PARSING_ERROR = 'PARSING_ERROR';
export type ClientErrorKind = typeof FETCH_ERROR | typeof TIMEOUT_ERROR | typeof PARSING_ERROR;

/** A request that got no usable answer: no network, aborted, timed out, or a body that is not JSON. */
export class ClientError extends Error {
  readonly kind: ClientErrorKind;

  constructor(message: string, kind: ClientErrorKind) {
    super(message);
    this.name = 'ClientError';
    this.kind = kind;
  }
}

export const FORBIDDEN_MESSAGE = 'Forbidden! Redirecting to 404...';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface HttpOptions extends RequestInit {
  /** Milliseconds; 0 waits for ever. Defaults to the client's timeout. */
  timeout?: number;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface HttpClientDeps {
  /** Base of the staff API (`/api`); the refresh and CSRF calls live under it. */
  apiUrl: string;
  fetch?: typeof fetch;
  storage?: Storage;
  /** The cookies the page can read, as `document.cookie` gives them. */
  cookies?: () => string;
  navigate?: (path: string) => void;
  notify?: (message: string, type: NotificationType) => void;
  /** Default request timeout in milliseconds; SPEC.md §9 says none (0). */
  timeout?: number;
  /** Told when a refresh replaces the stored user, and with null when the session ends. */
  onSessionChange?: (user: SessionUser | null) => void;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const LOCKED_STATUS = 423;
/** What a locked session may still call: the lock screen's and the session's own calls, and the signed-out pages'. */
const OPEN_WHILE_LOCKED: ReadonlySet<string> = new Set([
  '/me',
  '/lock',
  '/unlock',
  '/logout',
  '/refresh-token',
  '/login',
  '/csrf-cookie',
  '/register',
  '/forgot-password',
  '/reset-password',
]);

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}

function serverMessage(json: unknown): string | undefined {
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' && json.message) {
    return json.message;
  }
  return undefined;
}

function toHttpError(response: HttpResponse): HttpError {
  const message = serverMessage(response.json) ?? `Request failed with status code ${response.status}`;
  return new HttpError(message, response.status, response.json ?? response.body);
}

function sessionUserOf(json: unknown): SessionUser | null {
  if (json && typeof json === 'object' && 'user' in json && json.user && typeof json.user === 'object') {
    return json.user as SessionUser;
  }
  return null;
}

function parseBody(response: Response, text: string): unknown {
  if (!text || !(response.headers.get('Content-Type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // An error answer keeps its raw text as the body; only a success must be JSON.
    if (!response.ok) return undefined;
    throw new ClientError(error instanceof Error ? error.message : String(error), PARSING_ERROR);
  }
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const {
    apiUrl,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    storage = globalThis.localStorage,
    cookies = () => document.cookie,
    navigate = (path) => window.location.assign(path),
    notify = () => undefined,
    timeout = 0,
    onSessionChange = () => undefined,
  } = deps;
  const refreshUrl = `${apiUrl}/refresh-token`;
  const csrfUrl = `${apiUrl}/csrf-cookie`;

  let refreshing: Promise<boolean> | null = null;
  let fetchingCsrfCookie: Promise<unknown> | null = null;
  // Bumped by each successful refresh. A 401 to a request sent before the latest refresh
  // is answered by retrying it, not by refreshing again: still one refresh per expiry.
  let sessionGeneration = 0;

  async function exchange(url: string, options: HttpOptions): Promise<HttpResponse> {
    const { timeout: requestTimeout = timeout, headers: givenHeaders, signal: callerSignal, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    if (!SAFE_METHODS.has(method)) await ensureCsrfCookie();

    const headers = new Headers(givenHeaders);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (init.body != null && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const xsrfToken = readCookie(cookies(), XSRF_COOKIE);
    if (xsrfToken != null) headers.set(XSRF_HEADER, xsrfToken);

    // One signal for both ways a request ends early, so the error can say which it was.
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (callerSignal?.aborted) abort();
    callerSignal?.addEventListener('abort', abort);
    let timedOut = false;
    const timer =
      requestTimeout > 0
        ? setTimeout(() => {
            timedOut = true;
            abort();
          }, requestTimeout)
        : undefined;

    try {
      const response = await fetchImpl(url, {
        ...init,
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text, json: parseBody(response, text) };
    } catch (error) {
      if (error instanceof ClientError) throw logged(url, error);
      if (timedOut) throw logged(url, new ClientError(`timeout of ${requestTimeout}ms exceeded`, TIMEOUT_ERROR));
      if (controller.signal.aborted) throw new ClientError('Request aborted', FETCH_ERROR);
      throw logged(url, new ClientError('Network Error', FETCH_ERROR), error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    }
  }

  function logged<E extends Error>(url: string, error: E, cause?: unknown): E {
    console.error('API Error', { url, message: error.message, cause });
    return error;
  }

  async function ensureCsrfCookie(): Promise<void> {
    if (readCookie(cookies(), XSRF_COOKIE) != null) return;
    fetchingCsrfCookie ??= request(csrfUrl).finally(() => {
      fetchingCsrfCookie = null;
    });
    await fetchingCsrfCookie;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= exchange(refreshUrl, { method: 'POST' })
      .then((response) => {
        const user = response.status >= 200 && response.status < 300 ? sessionUserOf(response.json) : null;
        if (!user) {
          if (response.status === 401) console.warn('401 Unauthorized', refreshUrl);
          return false;
        }
        storeUser(storage, user);
        sessionGeneration += 1;
        onSessionChange(user);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function endSession(): void {
    clearUser(storage);
    onSessionChange(null);
    navigate('/');
  }

  async function onUnauthorized(url: string, options: HttpOptions, response: HttpResponse, retried: boolean, sentInGeneration: number) {
    console.warn('401 Unauthorized', url);
    if (url.includes('/login')) throw toHttpError(response);
    if (retried || url === refreshUrl) {
      endSession();
      throw toHttpError(response);
    }
    const renewed = sentInGeneration !== sessionGeneration || (await refreshSession());
    if (!renewed) {
      endSession();
      throw toHttpError(response);
    }
    return request(url, options, true);
  }

  function opensWhileLocked(url: string): boolean {
    return !url.startsWith(`${apiUrl}/`) || OPEN_WHILE_LOCKED.has(url.slice(apiUrl.length).split('?')[0]);
  }

  async function request(url: string, options: HttpOptions = {}, retried = false): Promise<HttpResponse> {
    // A page opened (or reloaded) under the lock goes to the lock screen without asking for data.
    const lockPath = lockedPath(storage);
    if (lockPath && !opensWhileLocked(url)) {
      navigate(lockPath);
      throw new HttpError(SESSION_LOCKED_MESSAGE, LOCKED_STATUS, { message: SESSION_LOCKED_MESSAGE });
    }
    const sentInGeneration = sessionGeneration;
    const response = await exchange(url, options);
    if (response.status >= 200 && response.status < 300) return response;
    if (response.status === 401) return onUnauthorized(url, options, response, retried, sentInGeneration);
    if (response.status === 403) {
      notify(FORBIDDEN_MESSAGE, 'warning');
      navigate('/404');
      throw toHttpError(response);
    }
    // The server holds the lock; this browser's mark of it may be gone (storage cleared).
    if (response.status === LOCKED_STATUS) {
      navigate(LOCK_SCREEN_PATH);
      throw toHttpError(response);
    }
    console.error('API Error', { url, status: response.status, body: response.json ?? response.body });
    throw toHttpError(response);
  }

  return (url, options) => request(url, options);
}

/** SPEC.md §7: the staff API is the configured host (none: this origin) plus /api. */
export const API_URL = `${import.meta.env.VITE_API_HOST ?? ''}/api`;

/** A new stored user (refresh, reload) changes what react-admin knows of permissions. */
export function sessionChanged(user: SessionUser | null): void {
  if (user) void queryClient.invalidateQueries({ queryKey: ['auth'] });
}

/** The staff app's client. */
export const httpClient = createHttpClient({
  apiUrl: API_URL,
  navigate: appNavigation.navigate,
  notify: appNavigation.notify,
  onSessionChange: sessionChanged,
});
