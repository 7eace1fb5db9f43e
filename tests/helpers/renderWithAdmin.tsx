import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RouterLocation } from 'react-admin';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { storeUser } from '../../src/providers/session';

export interface RenderWithAdminOptions {
  /**
   * Signs in a user holding these comma-separated permissions (SPEC.md §3 shape), through
   * the app's own authProvider. Ignored when `authProvider` is given.
   */
  permissions?: string;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  initialEntries?: string[];
}

const noNetwork = () => Promise.reject(new Error('Component tests make no HTTP calls'));

/** The one wrapper of component tests: react-admin's context, a fresh store, the app's i18n. */
export function renderWithAdmin(ui: ReactNode, options: RenderWithAdminOptions = {}) {
  const { permissions = '', dataProvider = testDataProvider(), initialEntries = ['/'] } = options;
  let authProvider = options.authProvider;
  if (!authProvider) {
    window.localStorage.clear();
    storeUser(window.localStorage, { id: 1, full_name: 'Test User', email: 'test@example.com', role: 'Tester', permissions });
    authProvider = createAuthProvider({ httpClient: noNetwork, storage: window.localStorage });
  }
  let location: RouterLocation | undefined;
  const result = render(
    <TestMemoryRouter initialEntries={initialEntries} locationCallback={(current) => (location = current)}>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider} authProvider={authProvider} dataProvider={dataProvider}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}
