import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { AccountApiContext, createAccountApi } from '../../src/auth/accountApi';
import { ForgotPasswordPage } from '../../src/auth/ForgotPasswordPage';
import { RegisterPage } from '../../src/auth/RegisterPage';
import { ResetPasswordPage } from '../../src/auth/ResetPasswordPage';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { storeUser } from '../../src/providers/session';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const REGISTERED = 'Thank you. An administrator will review your account and give it access.';
const LINK_SENT = 'If an account exists for that email, we have sent it a link to reset the password.';
const PASSWORD_CHANGED = 'Your password has been changed. Sign in with the new one.';
const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

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
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A signed-out browser tab on the test server. Its POSTs wait for `release()` once `hold()`
 * was called, so a test can see the page while the request runs.
 */
function newTab() {
  let gate: Promise<void> | null = null;
  let open = () => undefined as void;
  const heldFetch: typeof fetch = async (input, init) => {
    if (init?.method === 'POST' && gate) await gate;
    return globalThis.fetch(input, init);
  };
  const browser = createCookieFetch(heldFetch);
  const apiUrl = `${server.baseUrl}/api`;
  const navigate = vi.fn<(path: string) => void>();
  const httpClient = createHttpClient({ apiUrl, fetch: browser.fetch, storage: window.localStorage, navigate, notify: vi.fn() });
  return {
    browser,
    navigate,
    accountApi: createAccountApi(httpClient, apiUrl),
    authProvider: createAuthProvider({ httpClient, apiUrl, storage: window.localStorage }),
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
  };
}

type Tab = ReturnType<typeof newTab>;

function openPage(tab: Tab, path: string) {
  return renderWithAdmin(
    <AccountApiContext.Provider value={tab.accountApi}>
      <Routes>
        <Route path="/" element={<p>Sign-in page</p>} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </AccountApiContext.Provider>,
    { authProvider: tab.authProvider, initialEntries: [path] },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function userRow(email: string) {
  const [row] = (await server.sql('select id, status, role_id from users where email = $1', [email])) as { id: number; status: string; role_id: number | null }[];
  return row;
}

describe('register page', () => {
  it('creates a pending account without a role, and says an administrator must activate it', async () => {
    const tab = newTab();
    openPage(tab, '/register');

    type('Full name', 'Rita Register');
    type('Email', 'rita@example.com');
    type('Password', 'Rita#2025-long');
    type('Confirm the password', 'Rita#2025-long');
    tab.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByRole('button', { name: 'Loading ...' })).toBeDisabled();
    tab.release();

    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED);
    expect(screen.getByText(/Your account is pending/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(await userRow('rita@example.com')).toMatchObject({ status: 'pending', role_id: null });
    // An unauthenticated POST: the XSRF cookie came first, and nothing redirected.
    expect(tab.browser.count('GET', '/api/csrf-cookie')).toBe(1);
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('asks for the same password twice before calling the server', async () => {
    const tab = newTab();
    openPage(tab, '/register');

    type('Full name', 'Mo Mismatch');
    type('Email', 'mo@example.com');
    type('Password', 'first-password');
    type('Confirm the password', 'second-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(tab.browser.count('POST', '/api/register')).toBe(0);
  });

  it('sends a signed-in user on to the dashboard', async () => {
    const tab = newTab();
    await tab.authProvider.login({ email: 'viewer@example.com', password: 'Viewer#2025' });
    const { location } = openPage(tab, '/register');

    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });
});

describe('forgot-password page', () => {
  it.each([
    ['a known', 'admin@example.com', 1],
    ['an unknown', 'nobody@example.com', 0],
  ])('shows the same answer for %s email', async (_, email, resets) => {
    const tab = newTab();
    openPage(tab, '/forgot-password');

    type('Email', email);
    tab.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('button', { name: 'Loading ...' })).toBeDisabled();
    tab.release();

    expect(await screen.findByRole('status')).toHaveTextContent(LINK_SENT);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    const sent = await server.sql('select 1 from password_resets r join users u on u.id = r.user_id where u.email = $1', [email]);
    expect(sent).toHaveLength(resets);
    expect(tab.navigate).not.toHaveBeenCalled();
  });
});

describe('reset-password page', () => {
  /** A reset link the server will accept, as the mailed one would be. */
  async function resetToken(email: string) {
    const token = `test-token-${email}`;
    const hash = createHash('sha256').update(token).digest('hex');
    const { id } = await userRow(email);
    await server.sql("insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 hour')", [hash, id]);
    return token;
  }

  it('says when the link is invalid or expired, and offers a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tab = newTab();
    openPage(tab, '/reset-password?token=not-a-real-token');

    type('New password', 'Another#2025');
    type('Confirm the password', 'Another#2025');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(tab.navigate).not.toHaveBeenCalled();
  });

  it('says a link without a token is invalid', async () => {
    openPage(newTab(), '/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('changes the password, after which the new one signs in', async () => {
    const token = await resetToken('store@example.com');
    const tab = newTab();
    openPage(tab, `/reset-password?token=${token}`);

    type('New password', 'Fresh#2025-store');
    type('Confirm the password', 'Fresh#2025-store');
    tab.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('button', { name: 'Loading ...' })).toBeDisabled();
    tab.release();

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    await expect(tab.authProvider.login({ email: 'store@example.com', password: 'Fresh#2025-store' })).resolves.toBeUndefined();
  });

  it('shows to a signed-in user too: the link may be for another account', async () => {
    storeUser(window.localStorage, { id: 1, full_name: 'Ada Admin', email: 'admin@example.com', role: 'Administrator', permissions: '' });
    const { location } = openPage(newTab(), '/reset-password?token=abc');

    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/reset-password');
  });
});
