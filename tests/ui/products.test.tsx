import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { ProductList } from '../../src/resources/products/ProductList';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
// The demo Technician reads products but not categories.
const TECHNICIAN = { email: 'tom.okafor@example.com', password: 'Tech#2025' };

const server = withTestServer();

async function renderProducts(account: typeof ADMIN) {
  const tab = await signedInTab(server.baseUrl, account);
  renderWithAdmin(
    <ResourceContextProvider value="products">
      <ProductList />
    </ResourceContextProvider>,
    { ...tab, initialEntries: ['/products?filter=' + encodeURIComponent(JSON.stringify({ q: 'ATF 1L Heavy' }))] },
  );
  return within((await screen.findByText('ATF 1L Heavy duty')).closest('tr') as HTMLElement);
}

describe('product list against the API', () => {
  it("shows each product's category by name, as a link for a user who may open categories", async () => {
    const row = await renderProducts(ADMIN);
    expect(row.getByRole('link', { name: 'Lubricants' })).toHaveAttribute('href', expect.stringMatching(/\/category\/\d+\/show$/));
    expect(row.getByRole('img', { name: 'Yes' })).toBeInTheDocument();
  });

  it('shows the category as text to a user who may not read categories', async () => {
    const row = await renderProducts(TECHNICIAN);
    expect(row.getByText('Lubricants')).toBeInTheDocument();
    expect(row.queryByRole('link', { name: 'Lubricants' })).toBeNull();
  });
});
