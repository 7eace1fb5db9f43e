import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider, reactRouterProvider, ResourceContextProvider, useLocaleState } from 'react-admin';
import { createDealerClient } from '../../src/dealer/session/dealerApi';
import { DealerNotifyProvider } from '../../src/dealer/layout/DealerNotify';
import { PasswordForm } from '../../src/dealer/profile/PasswordForm';
import { createHttpClient } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { WarehouseCreate } from '../../src/resources/warehouse/WarehouseCreate';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 18, item 4: in French, a form says why a value is refused in French, whether the shared
// schema refused it in the browser or the API did (it answers in the Accept-Language the
// clients send); the same for the dealer portal.

const { Routes, Route } = reactRouterProvider;
const server = withTestServer();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

afterEach(() => i18nProvider.changeLocale('en'));

const SwitchLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const [current, setLocale] = useLocaleState();
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return current === locale ? children : null;
};

async function renderWarehouseCreate(locale: string) {
  const tab = await signedInTab(server.baseUrl, ADMIN);
  renderWithAdmin(
    <SwitchLocale locale={locale}>
      <ResourceContextProvider value="warehouse">
        <Routes>
          <Route path="/warehouse/create" element={<WarehouseCreate />} />
        </Routes>
      </ResourceContextProvider>
    </SwitchLocale>,
    { ...tab, initialEntries: ['/warehouse/create'] },
  );
  // The French messages load when first chosen.
  return screen.findByRole('button', { name: locale === 'fr' ? 'Enregistrer' : 'Save' }, { timeout: 10_000 });
}

describe('staff forms in French', () => {
  it('shows the shared schema’s refusal under the field in French, before anything is sent', async () => {
    const save = await renderWarehouseCreate('fr');
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: 'Sans code' } });
    fireEvent.click(save);
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('shows the API’s 422 under the field in French', async () => {
    const [{ code }] = (await server.sql(`select code from warehouses order by id limit 1`)) as { code: string }[];
    const save = await renderWarehouseCreate('fr');
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: code } });
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: 'Doublon' } });
    fireEvent.click(save);
    expect(await screen.findByText('Un autre entrepôt a déjà ce code')).toBeInTheDocument();
    expect(screen.queryByText(/Another warehouse/)).not.toBeInTheDocument();
  });

  it('keeps the English of the schemas for an English user', async () => {
    const save = await renderWarehouseCreate('en');
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'No code' } });
    fireEvent.click(save);
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });
});

describe('the clients tell the API the locale', () => {
  const stub = () => vi.fn(async (..._args: Parameters<typeof fetch>) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const sentLanguage = (fetch: ReturnType<typeof stub>) => new Headers(fetch.mock.calls[0][1]?.headers).get('Accept-Language');

  it('sends the current locale as Accept-Language from the staff app and the dealer portal', async () => {
    await i18nProvider.changeLocale('fr');
    const staffFetch = stub();
    await createHttpClient({ apiUrl: '/api', fetch: staffFetch, cookies: () => 'XSRF-TOKEN=t' })('/api/me');
    const dealerFetch = stub();
    await createDealerClient({ fetch: dealerFetch, cookies: () => 'XSRF-TOKEN=t' })('/me');
    expect([sentLanguage(staffFetch), sentLanguage(dealerFetch)]).toEqual(['fr', 'fr']);
  });
});

describe('dealer portal in French', () => {
  it('says in French that the current password is required', async () => {
    await i18nProvider.changeLocale('fr');
    render(
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={createTheme()}>
          <QueryClientProvider client={new QueryClient()}>
            <DealerNotifyProvider>
              <PasswordForm />
            </DealerNotifyProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Changer le mot de passe' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getAllByText('Obligatoire').length).toBeGreaterThan(0));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });
});
