import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { ProductList } from '../../src/resources/products/ProductList';
import { PurchaseOrderList } from '../../src/resources/purchase-orders/PurchaseOrderList';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const server = withTestServer();

const address = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('a list opened from an address with a filter that reads another resource', () => {
  it('shows the chosen supplier in the products filter, not an empty input', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const [supplier] = (await server.sql('select id, company_name from suppliers order by id limit 1')) as { id: number; company_name: string }[];
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <ProductList />
      </ResourceContextProvider>,
      { ...tab, initialEntries: [address('/products', { preferred_supplier_id: supplier.id })] },
    );
    expect(await screen.findByDisplayValue(supplier.company_name)).toBeInTheDocument();
  });

  it('shows the chosen supplier and warehouse in the purchase orders filters', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const [po] = (await server.sql(
      `select p.supplier_id, s.company_name, w.code, w.name from purchase_orders p join suppliers s on s.id = p.supplier_id join warehouses w on w.id = p.warehouse_id order by p.id limit 1`,
    )) as { supplier_id: number; company_name: string; code: string; name: string }[];
    const [warehouse] = (await server.sql(`select id from warehouses where code = $1`, [po.code])) as { id: number }[];
    renderWithAdmin(
      <ResourceContextProvider value="purchase-orders">
        <PurchaseOrderList />
      </ResourceContextProvider>,
      { ...tab, initialEntries: [address('/purchase-orders', { supplier_id: po.supplier_id, warehouse_id: warehouse.id })] },
    );
    expect(await screen.findByDisplayValue(po.company_name)).toBeInTheDocument();
    expect(await screen.findByDisplayValue(new RegExp(`^${po.code}`))).toBeInTheDocument();
  });
});
