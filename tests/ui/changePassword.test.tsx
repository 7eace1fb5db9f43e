import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AccountApiContext, createAccountApi } from '../../src/auth/accountApi';
import { AppUserMenu } from '../../src/layout/UserMenu';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { createCookieFetch } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

const server = withTestServer();

const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025', name: 'Victor Viewer' };
const NEW_PASSWORD = 'Brass-Lantern-2031';

/** A sign-in from another browser: its session cookies, or null when the password is refused. */
async function signInElsewhere(password: string): Promise<string | null> {
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const csrf = cookiesOf(await fetch(`${server.baseUrl}/api/csrf-cookie`));
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf)![1];
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf, 'x-xsrf-token': decodeURIComponent(token) },
    body: JSON.stringify({ email: VIEWER.email, password }),
  });
  return res.status === 200 ? cookiesOf(res) : null;
}

const sessionAlive = async (cookies: string) => (await fetch(`${server.baseUrl}/api/me`, { headers: { cookie: cookies } })).status === 200;

/** The staff user menu of a signed-in tab, whose account calls go to the test server. */
async function openUserMenu() {
  const apiUrl = `${server.baseUrl}/api`;
  const httpClient = createHttpClient({ apiUrl, fetch: createCookieFetch().fetch, storage: window.localStorage, navigate: vi.fn(), notify: vi.fn() });
  const authProvider = createAuthProvider({ httpClient, apiUrl, storage: window.localStorage });
  await authProvider.login({ email: VIEWER.email, password: VIEWER.password });
  renderWithAdmin(
    <AccountApiContext.Provider value={createAccountApi(httpClient, apiUrl)}>
      <AppUserMenu />
    </AccountApiContext.Provider>,
    { authProvider },
  );
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(VIEWER.name) }));
}

function fill(dialog: HTMLElement, values: { current: string; password: string; confirmation: string }) {
  fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: values.current } });
  fireEvent.change(within(dialog).getByLabelText(/New password/), { target: { value: values.password } });
  fireEvent.change(within(dialog).getByLabelText(/Confirm the password/), { target: { value: values.confirmation } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change the password' }));
}

describe('changing one’s own password from the user menu', () => {
  it('refuses a wrong current password and a short new one under their fields, then changes it and signs out the other sessions', async () => {
    const otherSession = await signInElsewhere(VIEWER.password);
    expect(otherSession && (await sessionAlive(otherSession))).toBe(true);
    await openUserMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    expect(within(dialog).getAllByRole('button', { name: /show password/i }).length).toBe(3);

    fill(dialog, { current: 'Not-the-password-1', password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    await within(dialog).findByText('Wrong password');
    expect(within(dialog).getByLabelText(/Current password/)).toHaveAccessibleDescription('Wrong password');

    fill(dialog, { current: VIEWER.password, password: 'short', confirmation: 'short' });
    await within(dialog).findByText('At least 8 characters');
    expect(within(dialog).getByLabelText(/New password/)).toHaveAccessibleDescription('At least 8 characters');

    fill(dialog, { current: VIEWER.password, password: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your password has been changed. Your other sessions have been signed out.');

    expect(await sessionAlive(otherSession!)).toBe(false);
    expect(await signInElsewhere(VIEWER.password)).toBeNull();
    expect(await signInElsewhere(NEW_PASSWORD)).not.toBeNull();
  });
});
