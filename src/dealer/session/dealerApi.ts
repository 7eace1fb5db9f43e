// The dealer session over the one HTTP client core (providers/httpCore.ts): SPEC.md §4 (a 401
// from the refresh call or a retried request logs out at once, 403 → /dealer/404), §8
// ('Dealer API Error', the forbidden warning by its i18n key).
import type { DealerProfile } from '../../../contract/dealerPortal';
import { createHttpCore, failureMessage, type HttpResponse } from '../../providers/httpCore';
import { i18nProvider } from '../../providers/i18nProvider';
import { dealerNavigation, type DealerNavigate, type DealerNotify } from './dealerNavigation';
import { clearDealer, storeDealer } from './dealerSession';

export const DEALER_API_URL = '/api/dealer';
export const DEALER_LOGIN_PATH = '/dealer/login';
export const DEALER_NOT_FOUND_PATH = '/dealer/404';
/** i18n key of SPEC.md §8's 'Forbidden! Redirecting to 404...'. */
export const FORBIDDEN_NOTICE = 'app.dealer.forbidden';

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
  /** The locale sent as Accept-Language; the portal's current one by default. */
  locale?: () => string | undefined;
}

function dealerOf(json: unknown): DealerProfile | null {
  const dealer = (json as { dealer?: DealerProfile } | undefined)?.dealer;
  return dealer && typeof dealer === 'object' ? dealer : null;
}

const toDealerApiError = (response: HttpResponse) => new DealerApiError(failureMessage(response), response.status, response.json);

export function createDealerClient(deps: DealerClientDeps = {}): DealerFetch {
  const {
    apiUrl = DEALER_API_URL,
    csrfUrl = '/api/csrf-cookie',
    navigate = dealerNavigation.navigate,
    notify = dealerNavigation.notify,
    locale = i18nProvider.getLocale,
    ...rest
  } = deps;
  const client = createHttpCore<DealerProfile>({
    ...rest,
    apiUrl,
    navigate,
    notify,
    locale,
    routes: { refresh: '/refresh-token', login: '/login', csrfUrl, notFound: DEALER_NOT_FOUND_PATH, signedOut: DEALER_LOGIN_PATH },
    session: { fromRefresh: dealerOf, store: storeDealer, clear: clearDealer },
    errors: { label: 'Dealer API Error', fromResponse: toDealerApiError, fromClient: (message) => new DealerApiError(message, 0, undefined) },
    forbiddenNotice: FORBIDDEN_NOTICE,
  });

  return async <T>(path: string, { method, body, headers, signal }: DealerRequest = {}) => {
    const response = await client(`${apiUrl}${path}`, {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { json: response.json as T, headers: response.headers, status: response.status };
  };
}

/** The portal's client: paths are relative to /api/dealer, e.g. `/orders?range=[0,9]`. */
const portalClient = createDealerClient();

export function dealerFetch<T>(path: string, init?: DealerRequest): Promise<DealerResponse<T>> {
  return portalClient<T>(path, init);
}
