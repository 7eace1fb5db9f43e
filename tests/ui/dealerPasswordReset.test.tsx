import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DealerApp } from '../../src/dealer/DealerApp';
import { createDealerClient, type DealerFetch } from '../../src/dealer/session/dealerApi';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { createCookieFetch } from '../helpers/cookieFetch';
import { withTestServer } from '../helpers/signedInTab';

// Issue 32, DESIGN.md §5 "Auth (dealers)": the portal's sign-in page links to "Forgot password?",
// which asks for the email; the mailed link opens the reset page, which sets the new password.

const ACME = { email: 'dealer@example.com', password: 'Dealer#2025' };

// The pages call the module's `dealerFetch`; here it forwards to a signed-out tab on the test server.
const dealerApi = vi.hoisted(() => ({ client: null as DealerFetch | null }));
vi.mock('../../src/dealer/session/dealerApi', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/dealer/session/dealerApi')>();
  const dealerFetch: DealerFetch = (path, init) => (dealerApi.client ? dealerApi.client(path, init) : Promise.reject(new Error('No API in this test')));
  return { ...actual, dealerFetch };
});

const server = withTestServer();
beforeEach(() => {
  dealerApi.client = createDealerClient({
    apiUrl: `${server.baseUrl}/api/dealer`,
    csrfUrl: `${server.baseUrl}/api/csrf-cookie`,
    fetch: createCookieFetch().fetch,
    storage: window.localStorage,
    navigate: () => undefined,
  });
});
afterEach(async () => {
  dealerApi.client = null;
  await i18nProvider.changeLocale('en');
});

const renderPortal = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dealer/*" element={<DealerApp />} />
      </Routes>
    </MemoryRouter>,
  );

/** A reset link as the mail carries it: its token, whose hash the server keeps. */
async function resetLinkFor(email: string, validFor = '1 hour'): Promise<string> {
  const token = `ui-test-${Math.random().toString(36).slice(2)}-${'x'.repeat(20)}`;
  await server.sql(
    `insert into dealer_password_resets (token_hash, dealer_id, expires_at) select $1, id, now() + $3::interval from dealers where portal_email = $2`,
    [createHash('sha256').update(token).digest('hex'), email, validFor],
  );
  return token;
}

describe('a dealer who forgot the portal password', () => {
  it('follows "Forgot password?" from the sign-in page and asks for a link', async () => {
    renderPortal('/dealer/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: ACME.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/^If a portal account signs in with that email, a link to choose a new password is on its way\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/dealer/login');
    const pending = await server.sql(`select 1 from dealer_password_resets r join dealers d on d.id = r.dealer_id where d.portal_email = $1 and r.used_at is null`, [ACME.email]);
    expect(pending.length).toBeGreaterThan(0);
  });

  it('chooses a new password from the mailed link, then signs in with it', async () => {
    const token = await resetLinkFor('dealer2@example.com');
    renderPortal(`/dealer/reset-password?token=${token}`);

    const [password, confirmation] = [await screen.findByLabelText('New password'), screen.getByLabelText('Confirm the password')];
    fireEvent.change(password, { target: { value: 'Garage#2026x' } });
    fireEvent.change(confirmation, { target: { value: 'Garage#2026y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();

    fireEvent.change(confirmation, { target: { value: 'Garage#2026x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with the new one.')).toBeInTheDocument();
    const signIn = await dealerApi.client!('/login', { method: 'POST', body: { email: 'dealer2@example.com', password: 'Garage#2026x' } });
    expect(signIn.status).toBe(200);
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = await resetLinkFor(ACME.email, '-1 second');
    renderPortal(`/dealer/reset-password?token=${token}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Expired#2026x' } });
    fireEvent.change(screen.getByLabelText('Confirm the password'), { target: { value: 'Expired#2026x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('This link is invalid, already used or expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/dealer/forgot-password');
  });

  it('reads in French', async () => {
    await i18nProvider.changeLocale('fr');
    renderPortal('/dealer/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié ?' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });
});
