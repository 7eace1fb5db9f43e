// The staff session over the one HTTP client core (httpCore.ts): SPEC.md §4 (a 401 on a login
// goes to the caller; a failed refresh or a retried 401 ends the session and goes to /;
// 403 → /404), §8 (API Error, HttpError, ClientError kinds); 423: the session is locked.
import { HttpError } from 'react-admin';
import { LOCK_SCREEN_PATH, lockedPath } from './screenLock';
import { SESSION_LOCKED_MESSAGE } from '../../contract/accountMessages';
import type { SessionUser } from '../../contract/user';
import { noteFirstScreenRequest, takeFirstScreenAnswer } from './firstScreen';
import { i18nProvider } from './i18nProvider';
import { createHttpCore, failureMessage, LOCKED_STATUS, type ClientErrorKind, type HttpClient, type HttpResponse } from './httpCore';
import { appNavigation, type Navigate, type Notify } from './navigation';
import { queryClient } from './queryClient';
import { clearUser, storeUser } from './session';

export {
  FETCH_ERROR,
  LOCKED_STATUS,
  PARSING_ERROR,
  TIMEOUT_ERROR,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ClientErrorKind,
  type HttpClient,
  type HttpOptions,
  type HttpResponse,
} from './httpCore';

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

export interface HttpClientDeps {
  /** Base of the staff API (`/api`); the refresh and CSRF calls live under it. */
  apiUrl: string;
  fetch?: typeof fetch;
  storage?: Storage;
  /** The cookies the page can read, as `document.cookie` gives them. */
  cookies?: () => string;
  navigate?: Navigate;
  notify?: Notify;
  /** Default request timeout in milliseconds; SPEC.md §9 says none (0). */
  timeout?: number;
  /** Told when a refresh replaces the stored user, and with null when the session ends. */
  onSessionChange?: (user: SessionUser | null) => void;
  /** The locale sent as Accept-Language; the app's current one by default. */
  locale?: () => string | undefined;
}

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

function sessionUserOf(json: unknown): SessionUser | null {
  if (json && typeof json === 'object' && 'user' in json && json.user && typeof json.user === 'object') {
    return json.user as SessionUser;
  }
  return null;
}

const toHttpError = (response: HttpResponse) => new HttpError(failureMessage(response), response.status, response.json ?? response.body);

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { apiUrl, navigate = (path) => window.location.assign(path), notify = () => undefined, locale = i18nProvider.getLocale, ...rest } = deps;
  return createHttpCore<SessionUser>({
    ...rest,
    apiUrl,
    navigate,
    notify,
    locale,
    routes: { refresh: '/refresh-token', login: '/login', csrfUrl: `${apiUrl}/csrf-cookie`, notFound: '/404', signedOut: '/' },
    session: { fromRefresh: sessionUserOf, store: storeUser, clear: clearUser },
    errors: { label: 'API Error', fromResponse: toHttpError, fromClient: (message, kind) => new ClientError(message, kind) },
    forbiddenNotice: FORBIDDEN_MESSAGE,
    lock: {
      screen: LOCK_SCREEN_PATH,
      remembered: lockedPath,
      opensWhileLocked: (url) => !url.startsWith(`${apiUrl}/`) || OPEN_WHILE_LOCKED.has(url.slice(apiUrl.length).split('?')[0]),
      lockedError: () => new HttpError(SESSION_LOCKED_MESSAGE, LOCKED_STATUS, { message: SESSION_LOCKED_MESSAGE }),
    },
  });
}

/** SPEC.md §7: the staff API is the configured host (none: this origin) plus /api. */
export const API_URL = `${import.meta.env.VITE_API_HOST ?? ''}/api`;

/** A new stored user (refresh, reload) changes what react-admin knows of permissions. */
export function sessionChanged(user: SessionUser | null): void {
  if (user) void queryClient.invalidateQueries({ queryKey: ['auth'] });
}

/**
 * The page's fetch, with the entry's head start (src/providers/firstScreen.ts): a GET of the first screen
 * is noted for the next load, and taken from what the entry already asked for when it can be.
 */
async function firstScreenFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if ((init?.method ?? 'GET').toUpperCase() === 'GET') {
    const url = String(input);
    noteFirstScreenRequest(url);
    const early = await takeFirstScreenAnswer(url);
    if (early) return early;
  }
  return globalThis.fetch(input, init);
}

/** The staff app's client. */
export const httpClient = createHttpClient({
  apiUrl: API_URL,
  navigate: appNavigation.navigate,
  notify: appNavigation.notify,
  onSessionChange: sessionChanged,
  fetch: firstScreenFetch,
});
