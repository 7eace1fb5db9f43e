import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { reactRouterProvider } from 'react-admin';
import { RequirePermission } from '../../src/auth/RequirePermission';
import { CatchAll } from '../../src/layout/StandalonePages';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const routes = (
  <Routes>
    <Route
      path="/church-add"
      element={
        <RequirePermission permission="manage_products">
          <p>Product form</p>
        </RequirePermission>
      }
    />
    <Route path="/404" element={<p>Not found page</p>} />
    <Route path="*" element={<CatchAll />} />
  </Routes>
);

describe('route guards', () => {
  it('opens a guarded screen for a user holding its permission', async () => {
    renderWithAdmin(routes, { permissions: 'view_products,manage_products', initialEntries: ['/church-add'] });

    expect(await screen.findByText('Product form')).toBeInTheDocument();
  });

  it('replaces a guarded screen by /404 and passes the origin along', async () => {
    const { location } = renderWithAdmin(routes, { permissions: 'view_products', initialEntries: ['/dashboard', '/church-add'] });

    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(screen.queryByText('Product form')).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/404');
    expect((location()?.state as { from: { pathname: string } }).from.pathname).toBe('/church-add');
  });

  it('sends an unknown path to /404', async () => {
    const { location } = renderWithAdmin(routes, { permissions: 'view_products', initialEntries: ['/no-such-page'] });

    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/404');
  });
});
