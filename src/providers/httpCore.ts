// The one HTTP client core of the staff app and the dealer portal (SPEC.md §4, §7, §8):
// credentials and JSON; X-XSRF-TOKEN from the XSRF-TOKEN cookie, fetched first when missing
// before an unsafe request; one refresh shared by concurrent 401s, then a single retry;
// 403 → the not-found page. What differs between the two sessions is configuration.

export const FETCH_ERROR = 'FETCH_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT_ERROR';
export const PARSING_ERROR = 'PARSING_ERROR';
export type ClientErrorKind = typeof FETCH_ERROR | typeof TIMEOUT_ERROR | typeof PARSING_ERROR;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const LOCKED_STATUS = 423;
/** DESIGN.md §5: a write whose X-XSRF-TOKEN does not match its cookies. */
export const CSRF_MISMATCH_STATUS = 419;

export interface HttpOptions extends RequestInit {
  /** Milliseconds; 0 waits for ever. Defaults to the client's timeout. */
  timeout?: number;
  /** A success is a file (a PDF, a CSV in the user's own encoding): its bytes as they came, in `blob`. An error is still read as JSON. */
  binary?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The text of the answer; empty for a binary success. */
  body: string;
  json: unknown;
  /** A binary success's bytes (HttpOptions.binary). */
  blob?: Blob;
}

export type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface HttpCoreRoutes {
  /** The refresh call, under the API base. */
  refresh: string;
  /** A request whose URL contains it is a sign-in: its 401 goes straight to the caller. */
  login: string;
  /** Where a missing anti-forgery cookie is fetched; a whole URL. */
  csrfUrl: string;
  /** The page a 403 goes to. */
  notFound: string;
  /** The page an ended session goes to. */
  signedOut: string;
}

/** How the signed-in principal (staff user, dealer) is kept in browser storage. */
export interface HttpCoreSession<S> {
  /** The principal a successful refresh answers with, or null when the answer has none. */
  fromRefresh: (json: unknown) => S | null;
  store: (storage: Storage, session: S) => void;
  clear: (storage: Storage) => void;
}

/** What each client rejects with, and the label its failures are logged under. */
export interface HttpCoreErrors {
  label: string;
  /** An answer outside 2xx. */
  fromResponse: (response: HttpResponse) => Error;
  /** No usable answer: no network, aborted, timed out, or a success whose body is not JSON. */
  fromClient: (message: string, kind: ClientErrorKind) => Error;
}

/** A session the server can lock (the staff screen lock): 423 and a lock remembered in storage. */
export interface HttpCoreLock {
  /** The lock screen to go to. */
  screen: string;
  /** The lock screen this browser remembers being on, or null. */
  remembered: (storage: Storage) => string | null;
  /** What a locked session may still call. */
  opensWhileLocked: (url: string) => boolean;
  /** What a call refused before it is sent rejects with. */
  lockedError: () => Error;
}

export interface HttpCoreConfig<S> {
  /** Base of the API; `routes.refresh` is under it. */
  apiUrl: string;
  routes: HttpCoreRoutes;
  session: HttpCoreSession<S>;
  errors: HttpCoreErrors;
  /** The warning shown on a 403, as the configured notify takes it (text or i18n key). */
  forbiddenNotice: string;
  navigate: (path: string) => void;
  notify: (message: string, type: 'warning') => void;
  fetch?: typeof fetch;
  storage?: Storage;
  /** The cookies the page can read, as `document.cookie` gives them. */
  cookies?: () => string;
  /** Default request timeout in milliseconds; SPEC.md §9 says none (0). */
  timeout?: number;
  /** Told when a refresh replaces the stored principal, and with null when the session ends. */
  onSessionChange?: (session: S | null) => void;
  lock?: HttpCoreLock;
  /** The locale the user reads the app in, sent as Accept-Language so the API answers its errors in it. */
  locale?: () => string | undefined;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}

/** The server's `message`, else SPEC.md §8's 'Request failed with status code {n}'. */
export function failureMessage(response: HttpResponse): string {
  const { json } = response;
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' && json.message) {
    return json.message;
  }
  return `Request failed with status code ${response.status}`;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A success whose body says JSON but is not; the client reports it as a PARSING_ERROR. */
class BodyNotJson extends Error {}

function parseBody(response: Response, text: string): unknown {
  if (!text || !(response.headers.get('Content-Type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // An error answer keeps its raw text as the body; only a success must be JSON.
    if (!response.ok) return undefined;
    throw new BodyNotJson(error instanceof Error ? error.message : String(error));
  }
}

export function createHttpCore<S>(config: HttpCoreConfig<S>): HttpClient {
  const {
    apiUrl,
    routes,
    session,
    errors,
    forbiddenNotice,
    navigate,
    notify,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    storage = globalThis.localStorage,
    cookies = () => document.cookie,
    timeout = 0,
    onSessionChange = () => undefined,
    lock,
    locale = () => undefined,
  } = config;
  const refreshUrl = `${apiUrl}${routes.refresh}`;

  let refreshing: Promise<boolean> | null = null;
  let fetchingCsrfCookie: Promise<unknown> | null = null;
  // Bumped by each successful refresh. A 401 to a request sent before the latest refresh
  // is answered by retrying it, not by refreshing again: still one refresh per expiry.
  let sessionGeneration = 0;

  function logged(url: string, error: Error, cause?: unknown): Error {
    console.error(errors.label, { url, message: error.message, cause });
    return error;
  }

  async function exchange(url: string, options: HttpOptions): Promise<HttpResponse> {
    const { timeout: requestTimeout = timeout, headers: givenHeaders, signal: callerSignal, binary = false, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    if (!SAFE_METHODS.has(method)) await ensureCsrfCookie();

    const headers = new Headers(givenHeaders);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const language = locale();
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
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
      const response = await fetchImpl(url, { ...init, method, headers, credentials: 'include', signal: controller.signal });
      if (binary && response.ok) {
        // Read as bytes, not text: text would be decoded as UTF-8, and a PDF or a Windows-1252 CSV spoilt.
        const blob = new Blob([await response.arrayBuffer()], { type: response.headers.get('Content-Type') ?? '' });
        return { status: response.status, headers: response.headers, body: '', json: undefined, blob };
      }
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text, json: parseBody(response, text) };
    } catch (error) {
      if (error instanceof BodyNotJson) throw logged(url, errors.fromClient(error.message, PARSING_ERROR));
      if (timedOut) throw logged(url, errors.fromClient(`timeout of ${requestTimeout}ms exceeded`, TIMEOUT_ERROR));
      if (controller.signal.aborted) throw errors.fromClient('Request aborted', FETCH_ERROR);
      throw logged(url, errors.fromClient('Network Error', FETCH_ERROR), error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    }
  }

  async function ensureCsrfCookie(): Promise<void> {
    if (readCookie(cookies(), XSRF_COOKIE) != null) return;
    fetchingCsrfCookie ??= request(routes.csrfUrl).finally(() => {
      fetchingCsrfCookie = null;
    });
    await fetchingCsrfCookie;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= exchange(refreshUrl, { method: 'POST' })
      .then((response) => {
        const principal = isSuccess(response.status) ? session.fromRefresh(response.json) : null;
        if (!principal) {
          if (response.status === 401) console.warn('401 Unauthorized', refreshUrl);
          return false;
        }
        session.store(storage, principal);
        sessionGeneration += 1;
        onSessionChange(principal);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function endSession(): void {
    session.clear(storage);
    onSessionChange(null);
    navigate(routes.signedOut);
  }

  async function onUnauthorized(url: string, options: HttpOptions, response: HttpResponse, retried: boolean, sentInGeneration: number) {
    console.warn('401 Unauthorized', url);
    if (url.includes(routes.login)) throw errors.fromResponse(response);
    if (retried || url.split('?')[0] === refreshUrl) {
      endSession();
      throw errors.fromResponse(response);
    }
    const renewed = sentInGeneration !== sessionGeneration || (await refreshSession());
    if (!renewed) {
      endSession();
      throw errors.fromResponse(response);
    }
    return request(url, options, true);
  }

  async function request(url: string, options: HttpOptions = {}, retried = false, tokenRenewed = false): Promise<HttpResponse> {
    // A page opened (or reloaded) under the lock goes to the lock screen without asking for data.
    const lockScreen = lock?.remembered(storage);
    if (lock && lockScreen && !lock.opensWhileLocked(url)) {
      navigate(lockScreen);
      throw lock.lockedError();
    }
    const sentInGeneration = sessionGeneration;
    const response = await exchange(url, options);
    if (isSuccess(response.status)) return response;
    if (response.status === 401) return onUnauthorized(url, options, response, retried, sentInGeneration);
    // The anti-forgery pair no longer matches (the browser's cookies were cleared or replaced
    // while requests were under way, each answered with a key of its own): asked for afresh, and
    // the request sent once more. The server refused it before doing anything.
    if (response.status === CSRF_MISMATCH_STATUS && !tokenRenewed) {
      await request(routes.csrfUrl);
      return request(url, options, retried, true);
    }
    if (response.status === 403) {
      notify(forbiddenNotice, 'warning');
      navigate(routes.notFound);
      throw errors.fromResponse(response);
    }
    // The server holds the lock; this browser's mark of it may be gone (storage cleared).
    if (lock && response.status === LOCKED_STATUS) {
      navigate(lock.screen);
      throw errors.fromResponse(response);
    }
    console.error(errors.label, { url, status: response.status, body: response.json ?? response.body });
    throw errors.fromResponse(response);
  }

  return (url, options) => request(url, options);
}
