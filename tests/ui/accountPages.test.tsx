import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { AccountApiContext, createAccountApi } from '../../src/auth/accountApi';
import { AUTH_LAYOUTS } from '../../src/auth/AuthFrame';
import { ForgotPasswordPage } from '../../src/auth/ForgotPasswordPage';
import { LockButton, useScreenLock } from '../../src/auth/LockButton';
import { LockScreenPage } from '../../src/auth/LockScreenPage';
import { LoginPage } from '../../src/auth/LoginPage';
import { RegisterPage } from '../../src/auth/RegisterPage';
import { ResetPasswordPage } from '../../src/auth/ResetPasswordPage';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { storeUser } from '../../src/providers/session';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

/** The lock button as the header mounts it. */
const HeaderLock = () => <LockButton lock={useScreenLock()} />;

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

function openPage(tab: Tab, path: string, signInPage = <p>Sign-in page</p>) {
  return renderWithAdmin(
    <AccountApiContext.Provider value={tab.accountApi}>
      <Routes>
        <Route path="/" element={signInPage} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route
          path="/products"
          element={
            <>
              <p>Products page</p>
              <HeaderLock />
            </>
          }
        />
        {AUTH_LAYOUTS.map(({ layout, suffix }) => [
          <Route key={`r${suffix}`} path={`/register${suffix}`} element={<RegisterPage layout={layout} />} />,
          <Route key={`f${suffix}`} path={`/forgot-password${suffix}`} element={<ForgotPasswordPage layout={layout} />} />,
          <Route key={`l${suffix}`} path={`/lock-screen${suffix}`} element={<LockScreenPage layout={layout} />} />,
        ])}
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

describe('the three layouts', () => {
  const TAGLINE = 'Stock, orders and the workshop, in one place.';

  it.each([
    ['/register', false],
    ['/register2', true],
    ['/register3', false],
  ])('%s shows the same registration form (brand panel: %s)', async (path, brandPanel) => {
    openPage(newTab(), path);

    expect(screen.getByRole('heading', { name: 'Create a staff account' })).toBeInTheDocument();
    for (const label of ['Full name', 'Email', 'Password', 'Confirm the password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the account' })).toBeInTheDocument();
    expect(screen.queryByText(TAGLINE) !== null).toBe(brandPanel);
  });

  it('registers from /register3 like from /register', async () => {
    const tab = newTab();
    openPage(tab, '/register3');

    type('Full name', 'Tess Third');
    type('Email', 'tess.third@example.com');
    type('Password', 'Tess#2025-long');
    type('Confirm the password', 'Tess#2025-long');
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REGISTERED);
    expect(await userRow('tess.third@example.com')).toMatchObject({ status: 'pending', role_id: null });
  });

  it.each(AUTH_LAYOUTS.map(({ suffix }) => suffix))('/forgot-password%s asks for the email and links to registering in the same layout', (suffix) => {
    openPage(newTab(), `/forgot-password${suffix}`);

    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register${suffix}`);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});

describe('login page with the real API', () => {
  const persistence = async (email: string) =>
    (await server.sql(
      `select f.persistent from session_families f join users u on u.id = f.principal_id
       where f.principal_kind = 'staff' and u.email = $1 order by f.created_at desc limit 1`,
      [email],
    )) as { persistent: boolean }[];

  it.each([
    [false, 'a browser session'],
    [true, 'a remembered session'],
  ])('remember me %s signs in to %s', async (remember) => {
    const tab = newTab();
    const { location } = openPage(tab, '/', <LoginPage />);

    type('Email', 'viewer@example.com');
    type('Password', 'Viewer#2025');
    if (remember) fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
    expect(await persistence('viewer@example.com')).toEqual([{ persistent: remember }]);
  });
});

describe('lock screen', () => {
  /** The viewer's newest sign-in, as the server holds it. */
  const latestSession = async () =>
    (
      (await server.sql(
        `select f.locked_at is not null as locked, f.revoked_reason from session_families f join users u on u.id = f.principal_id
         where f.principal_kind = 'staff' and u.email = 'viewer@example.com' order by f.created_at desc limit 1`,
      )) as { locked: boolean; revoked_reason: string | null }[]
    )[0];

  async function lockedTab() {
    const tab = newTab();
    await tab.authProvider.login({ email: 'viewer@example.com', password: 'Viewer#2025' });
    const page = openPage(tab, '/products');
    fireEvent.click(screen.getByRole('button', { name: 'Lock the screen' }));
    expect(await screen.findByRole('heading', { name: 'Screen locked' })).toBeInTheDocument();
    await waitFor(async () => expect(await latestSession()).toEqual({ locked: true, revoked_reason: null }));
    return { tab, ...page };
  }

  it('locks the session on the server, then the right password goes back to the page the user locked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tab, location } = await lockedTab();

    expect(location()?.pathname).toBe('/lock-screen');
    expect(screen.getByText('Victor Viewer')).toBeInTheDocument();
    expect(screen.getByText('VV')).toBeInTheDocument();
    expect(window.localStorage.getItem('locked')).toBe('/lock-screen');

    type('Password', 'not the password');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect((await latestSession()).locked).toBe(true);

    type('Password', 'Viewer#2025');
    tab.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('button', { name: 'Loading ...' })).toBeDisabled();
    tab.release();

    expect(await screen.findByText('Products page')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/products');
    expect(window.localStorage.getItem('locked')).toBeNull();
    expect(await latestSession()).toEqual({ locked: false, revoked_reason: null });
  });

  it('"Not you?" signs out and goes to the sign-in page', async () => {
    const { location } = await lockedTab();

    fireEvent.click(screen.getByRole('link', { name: 'Not you? Sign in as someone else' }));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('locked')).toBeNull();
    expect((await latestSession()).revoked_reason).toBe('logout');
  });

  it.each(['/lock-screen2', '/lock-screen3'])('%s is the same lock screen in another layout', async (path) => {
    const tab = newTab();
    await tab.authProvider.login({ email: 'viewer@example.com', password: 'Viewer#2025' });
    openPage(tab, path);

    expect(await screen.findByRole('heading', { name: 'Screen locked' })).toBeInTheDocument();
    expect(screen.getByText('Victor Viewer')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(window.localStorage.getItem('locked')).toBe(path);
    await waitFor(async () => expect(await latestSession()).toEqual({ locked: true, revoked_reason: null }));
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    const { location } = openPage(newTab(), '/lock-screen');

    await waitFor(() => expect(location()?.pathname).toBe('/'));
  });
});
