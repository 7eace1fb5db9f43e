import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore, type AuthProvider, type Store } from 'react-admin';
import { LoginPage } from '../../src/auth/LoginPage';
import { createAppStore } from '../../src/layout/preferences';
import { i18nProvider, openInLocale, withLocaleInUse } from '../../src/providers/i18nProvider';

// Issue 32: "both apps open in English for a French browser and neither sign-in page offers a
// language". A first visit follows the browser's languages; a language someone chose wins and is
// kept; both sign-in pages offer the choice.

const signedOut: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => Promise.reject(new Error('Not signed in')),
  checkError: async () => undefined,
  getPermissions: async () => [],
};

const browserSpeaks = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

/** The staff app's store (src/App.tsx), in memory. */
const staffStore = (stored: Record<string, unknown> = {}) => withLocaleInUse(createAppStore(memoryStore(stored)));

/** The staff sign-in page as the app shows it: its language loaded first (src/main.tsx waits for it). */
async function openStaffSignIn(store: Store) {
  await openInLocale(store);
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <AdminContext store={store} i18nProvider={i18nProvider} authProvider={signedOut}>
        <LoginPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.restoreAllMocks();
  // The translations are one module for the whole file: the next test starts in English again.
  await i18nProvider.changeLocale('en');
});

describe('the staff app’s first visit', () => {
  it('opens in French for a browser that prefers French, and stores no choice for the person', async () => {
    browserSpeaks('fr-FR', 'fr', 'en-US');
    const store = staffStore();
    await openStaffSignIn(store);
    // Drawn in French from the first render: no English first.
    expect(screen.getByRole('heading', { name: 'Connexion à Stockyard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Langue : Français' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(store.getItem('locale', null)).toBeNull();
  });

  it('opens in English for a browser whose first language the app speaks is English', async () => {
    browserSpeaks('de-DE', 'en-GB', 'fr');
    await openStaffSignIn(staffStore());
    expect(screen.getByRole('heading', { name: 'Sign in to Stockyard' })).toBeInTheDocument();
  });

  it('keeps the language the person chose over the browser’s', async () => {
    browserSpeaks('fr-FR');
    await openStaffSignIn(staffStore({ locale: 'en' }));
    expect(screen.getByRole('heading', { name: 'Sign in to Stockyard' })).toBeInTheDocument();
  });
});

describe('the staff sign-in page’s language choice', () => {
  it('switches the page to the language chosen, keeps the choice, and the sign-in page’s reset keeps it', async () => {
    browserSpeaks('en-US');
    const store = staffStore();
    await openStaffSignIn(store);
    expect(await screen.findByRole('heading', { name: 'Sign in to Stockyard' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Connexion à Stockyard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('fr');
    // Signing out resets the store; the language belongs to the browser and stays.
    store.reset();
    expect(store.getItem('locale', null)).toBe('fr');
  });
});

describe('the dealer portal', () => {
  /** The portal as its page draws it: a fresh module (its store and language are made at load), language loaded first. */
  async function openPortal(path: string) {
    vi.resetModules();
    const [{ DealerApp, dealerLocaleReady }, { MemoryRouter, Route, Routes }, { i18nProvider: portalI18n }] = await Promise.all([
      import('../../src/dealer/DealerApp'),
      import('react-router'),
      import('../../src/providers/i18nProvider'),
    ]);
    await dealerLocaleReady;
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dealer/*" element={<DealerApp />} />
        </Routes>
      </MemoryRouter>,
    );
    return portalI18n;
  }

  it('opens in French on a French browser’s first visit', async () => {
    browserSpeaks('fr-CA', 'en');
    await openPortal('/dealer/login');
    expect(screen.getByRole('heading', { name: 'Connexion au portail revendeur' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps a stored choice over the browser’s language', async () => {
    browserSpeaks('fr-FR');
    window.localStorage.setItem('RaStoreStockyardDealer.locale', JSON.stringify('en'));
    await openPortal('/dealer/login');
    expect(screen.getByRole('heading', { name: 'Sign in to the dealer portal' })).toBeInTheDocument();
  });

  it('offers the language on its sign-in page, switches the page and keeps the choice', async () => {
    browserSpeaks('en-US');
    await openPortal('/dealer/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to the dealer portal' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Connexion au portail revendeur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Langue : Français' })).toBeInTheDocument();
    expect(window.localStorage.getItem('RaStoreStockyardDealer.locale')).toBe('"fr"');
  });
});

describe('the languages kept in the browser', () => {
  it('survive the staff store’s reset at sign-out: its own, and the dealer portal’s beside it', () => {
    window.localStorage.setItem('RaStoreStockyardDealer.locale', JSON.stringify('fr'));
    const store = createAppStore();
    store.setup();
    store.setItem('locale', 'fr');
    store.setItem('products.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('locale')).toBe('fr');
    expect(store.getItem('products.listParams')).toBeUndefined();
    expect(window.localStorage.getItem('RaStoreStockyardDealer.locale')).toBe('"fr"');
    store.teardown();
  });
});
