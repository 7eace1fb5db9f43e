import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DealerApp } from '../../src/dealer/DealerApp';
import { createDealerClient, DealerApiError, FORBIDDEN_NOTICE, type DealerFetch } from '../../src/dealer/session/dealerApi';
import { DEALER_INFO_KEY, DEALER_KEY } from '../../src/dealer/session/dealerSession';
import dealerPortalEn from '../../src/i18n/areas/dealerPortal.en';
import { clearDocumentCookies, createCookieFetch, type CookieFetch } from '../helpers/cookieFetch';
import { startTestServer } from '../helpers/testServer';

const ACME = { email: 'dealer@example.com', password: 'Dealer#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };

// The portal's screens call the module's `dealerFetch`; here it forwards to a tab on the test
// server, and `failLogout` makes the logout call fail as a dropped connection would.
const dealerApi = vi.hoisted(() => ({ client: null as DealerFetch | null, failLogout: false }));
vi.mock('../../src/dealer/session/dealerApi', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/dealer/session/dealerApi')>();
  const dealerFetch: DealerFetch = (path, init) => {
    if (dealerApi.failLogout && path.startsWith('/logout')) return Promise.reject(new actual.DealerApiError('Network Error', 0, undefined));
    return dealerApi.client ? dealerApi.client(path, init) : Promise.reject(new Error('No API in this test'));
  };
  return { ...actual, dealerFetch };
});

// The shell is under test, not the pages another part of issue 6 builds.
vi.mock('../../src/dealer/pages/DealerDashboardPage', () => ({ DealerDashboardPage: () => <p>Dashboard page</p> }));
vi.mock('../../src/dealer/pages/DealerOrdersPage', () => ({ DealerOrdersPage: () => <p>Orders page</p> }));

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  clearDocumentCookies();
  dealerApi.failLogout = false;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  dealerApi.client = null;
  vi.restoreAllMocks();
});

/** A browser tab: its own cookie jar; navigate and notify are the portal's unless given. */
function newTab(options: { apiUrl?: string; navigate?: (path: string) => void; notify?: (message: string, type: string) => void } = {}) {
  const browser: CookieFetch = createCookieFetch();
  const client = createDealerClient({
    apiUrl: options.apiUrl ?? `${server.baseUrl}/api/dealer`,
    csrfUrl: `${server.baseUrl}/api/csrf-cookie`,
    fetch: browser.fetch,
    storage: window.localStorage,
    ...(options.navigate && { navigate: options.navigate }),
    ...(options.notify && { notify: options.notify }),
  });
  return { browser, client };
}

function stubbedTab() {
  const navigate = vi.fn<(path: string) => void>();
  const notify = vi.fn<(message: string, type: string) => void>();
  return { ...newTab({ navigate, notify }), navigate, notify };
}

async function signIn(client: DealerFetch) {
  const { json } = await client<{ dealer: object }>('/login', { method: 'POST', body: ACME });
  window.localStorage.setItem(DEALER_KEY, JSON.stringify(json.dealer));
}

describe('dealer httpClient against the API', () => {
  it('answers concurrent 401s with one refresh, stores the dealer and retries each request once', async () => {
    const tab = stubbedTab();
    await signIn(tab.client);
    window.localStorage.removeItem(DEALER_INFO_KEY);
    await server.sql("delete from access_tokens where family_id in (select id from session_families where principal_kind = 'dealer')");
    tab.browser.resetCounts();

    const [profile, settings, categories] = await Promise.all([
      tab.client<{ company_name: string }>('/profile'),
      tab.client<{ tax_rate: number }>('/settings'),
      tab.client<unknown[]>('/categories'),
    ]);

    expect(tab.browser.count('POST', '/api/dealer/refresh-token')).toBe(1);
    expect(tab.browser.count('GET', '/api/dealer/profile')).toBe(2);
    expect(profile.json.company_name).toBe('Acme Motors');
    expect(settings.json).toHaveProperty('tax_rate');
    expect(categories.json.length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem(DEALER_INFO_KEY) ?? 'null')).toMatchObject({ company_name: 'Acme Motors' });
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('logs out at once when the refresh is refused', async () => {
    const tab = stubbedTab();
    await signIn(tab.client);
    await server.sql("update session_families set revoked_at = now() where principal_kind = 'dealer'");

    const failure = await tab.client('/profile').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DealerApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(tab.browser.count('POST', '/api/dealer/refresh-token')).toBe(1);
    expect(window.localStorage.getItem(DEALER_KEY)).toBeNull();
    expect(tab.navigate).toHaveBeenCalledWith('/dealer/login');
  });

  it('passes a failed login on with the server’s message, without refreshing', async () => {
    const tab = stubbedTab();

    const failure = await tab.client('/login', { method: 'POST', body: { ...ACME, password: 'wrong' } }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, message: 'These credentials do not match our records.' });
    expect(tab.browser.count('POST', '/api/dealer/refresh-token')).toBe(0);
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('gives 422 field errors to the caller and logs them as a Dealer API Error', async () => {
    const tab = stubbedTab();
    await signIn(tab.client);

    const failure = await tab.client('/password', { method: 'POST', body: { current_password: 'nope', password: 'Another#2025' } }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 422, body: { errors: { current_password: expect.any(String) } } });
    expect(console.error).toHaveBeenCalledWith('Dealer API Error', expect.objectContaining({ status: 422 }));
  });

  it('warns and goes to /dealer/404 on a 403', async () => {
    // No dealer route answers 403 today; a staff route of the same server does, for a viewer.
    const navigate = vi.fn<(path: string) => void>();
    const notify = vi.fn<(message: string, type: string) => void>();
    const tab = newTab({ apiUrl: `${server.baseUrl}/api`, navigate, notify });
    await tab.client('/login', { method: 'POST', body: VIEWER });

    const failure = await tab.client('/products', { method: 'POST', body: { sku: 'X-1', name: 'Forbidden bolt', category_id: 1, dealer_price: 1, cost: 1, reorder_level: 0 } }).catch(
      (error: unknown) => error,
    );

    expect(failure).toMatchObject({ status: 403 });
    expect(notify).toHaveBeenCalledWith(FORBIDDEN_NOTICE, 'warning');
    expect(dealerPortalEn.app.dealer.forbidden).toBe('Forbidden! Redirecting to 404...');
    expect(navigate).toHaveBeenCalledWith('/dealer/404');
  });

  it('logs out when the retried request is refused again', async () => {
    const navigate = vi.fn<(path: string) => void>();
    const answers: Record<string, () => Response> = {
      '/api/dealer/refresh-token': () => Response.json({ dealer: { id: 1, company_name: 'Acme Motors', contact_person_name: null } }),
      '/api/dealer/orders': () => Response.json({ message: 'Not signed in' }, { status: 401 }),
    };
    const fetchStub = vi.fn<typeof fetch>(async (input) => answers[new URL(String(input), 'http://portal').pathname]());
    document.cookie = 'XSRF-TOKEN=token; path=/';
    const client = createDealerClient({ fetch: fetchStub, storage: window.localStorage, navigate });

    await expect(client('/orders')).rejects.toMatchObject({ status: 401 });
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(window.localStorage.getItem(DEALER_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/dealer/login');
  });
});

/** Shows where the router is, for the test to read. */
const LocationProbe = () => <output aria-label="Current path">{useLocation().pathname}</output>;
const currentPath = () => screen.getByLabelText('Current path').textContent;

function renderPortal(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/dealer/*" element={<DealerApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signInOnScreen(password: string) {
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: ACME.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('dealer portal shell', () => {
  it('sends a visitor without a stored dealer to the login, then signs in to the dashboard', async () => {
    dealerApi.client = newTab().client;
    renderPortal('/dealer/orders');

    expect(await screen.findByRole('heading', { name: 'Sign in to the dealer portal' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dealer/login');

    await signInOnScreen('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');

    await signInOnScreen(ACME.password);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(currentPath()).toBe('/dealer/dashboard');
    expect(screen.getByText('Acme Motors')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DEALER_INFO_KEY) ?? 'null')).toMatchObject({ company_name: 'Acme Motors' });
  });

  it('takes a signed-in dealer from /dealer to the dashboard, and unknown paths to /dealer/404', async () => {
    const tab = newTab();
    await signIn(tab.client);
    dealerApi.client = tab.client;
    const { unmount } = renderPortal('/dealer');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    unmount();

    renderPortal('/dealer/no-such-page');
    expect(await screen.findByText('This dealer page does not exist.')).toBeInTheDocument();
    expect(currentPath()).toBe('/dealer/404');
  });

  it('still signs out, says so and goes to the login when the logout call fails', async () => {
    const tab = newTab();
    await signIn(tab.client);
    window.localStorage.setItem(DEALER_INFO_KEY, JSON.stringify({ id: 1, company_name: 'Acme Motors', contact_person_name: 'Ivan Tanaka' }));
    dealerApi.client = tab.client;
    dealerApi.failLogout = true;
    renderPortal('/dealer/orders');

    fireEvent.click(await screen.findByRole('button', { name: 'Your account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to the dealer portal' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dealer/login');
    expect(window.localStorage.getItem(DEALER_KEY)).toBeNull();
    expect(window.localStorage.getItem(DEALER_INFO_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Logout failed', expect.anything());
  });

  it('saves the contact details (the header follows) and shows a wrong current password under its field', async () => {
    const tab = newTab();
    await signIn(tab.client);
    dealerApi.client = tab.client;
    renderPortal('/dealer/profile');

    const contact = await screen.findByLabelText('Contact person');
    fireEvent.change(contact, { target: { value: 'Jane Acme' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Contact details' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DEALER_INFO_KEY) ?? 'null')).toMatchObject({ contact_person_name: 'Jane Acme' });
    expect(screen.getAllByText('Jane Acme').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Another#2025' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Another#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(/\S/);
  });

  it('a save from a stale copy says so, keeps what was typed, and the next save goes on top of the staff change', async () => {
    const tab = newTab();
    await signIn(tab.client);
    dealerApi.client = tab.client;
    renderPortal('/dealer/profile');

    const phone = await screen.findByLabelText('Phone');
    // Staff change the address while the page is open.
    await server.sql(`update dealers set address = '12 Staff Road', version = version + 1 where portal_email = 'dealer@example.com'`);
    fireEvent.change(phone, { target: { value: '+1 555 0123' } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Contact details' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Stockyard changed your details while you were editing them/)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0123');
    expect(screen.getByLabelText('Address')).toHaveValue('12 Staff Road');
    fireEvent.click(within(screen.getByRole('region', { name: 'Contact details' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved')).toBeInTheDocument();
    const [row] = (await server.sql(`select phone, address from dealers where portal_email = 'dealer@example.com'`)) as { phone: string; address: string }[];
    expect(row).toEqual({ phone: '+1 555 0123', address: '12 Staff Road' });
  });
});
