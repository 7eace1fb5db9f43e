import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { ResourceContextProvider, useLocaleState } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ReorderButton } from '../../src/resources/purchase-orders/ReorderDialog';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 18 item 7: "Suggest reorder" opens a preview per supplier that the user edits (a
// quantity, a dropped line) before anything is created; creating names the POs made and added to.

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const server = withTestServer();

interface Product {
  id: number;
  sku: string;
  name: string;
  available: number;
  cost: number;
}

const sql = <T,>(query: string, params?: unknown[]) => server.sql(query, params) as Promise<T[]>;
const usd = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(n);

/** Two active suppliers, each with products no open purchase order holds; only those are short. */
async function arrange() {
  const suppliers = await sql<{ id: number; company_name: string }>(
    `select s.id, s.company_name from suppliers s where s.status = 'active' and not exists (select 1 from purchase_orders o where o.supplier_id = s.id and o.status = 'draft')
     and (select count(*) from products p where p.preferred_supplier_id = s.id and p.active) >= 3 order by s.company_name limit 2`,
  );
  const productsOf = (supplierId: number, count: number) =>
    sql<Product>(
      `select p.id, p.sku, p.name, p.on_hand - p.reserved as available, p.cost::float as cost from products p where p.active and p.preferred_supplier_id = $1
       and not exists (select 1 from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id where l.product_id = p.id and o.status in ('draft', 'ordered', 'partially_received'))
       order by p.sku limit $2`,
      [supplierId, count],
    );
  const [a, b] = suppliers;
  const aProducts = await productsOf(a.id, 2);
  const bProducts = await productsOf(b.id, 2);
  await sql('update products set reorder_level = 0');
  await sql('update products set reorder_level = on_hand - reserved + 4 where id = any($1::int[])', [[...aProducts, bProducts[0]].map((p) => p.id)]);
  const [warehouse] = await sql<{ id: number }>('select id from warehouses where active order by code limit 1');
  // B already has a draft for that warehouse, holding another of its products.
  const [draft] = await sql<{ id: number; number: string }>(
    `insert into purchase_orders (supplier_id, warehouse_id, total) values ($1, $2, 5) returning id, number`,
    [b.id, warehouse.id],
  );
  await sql('insert into purchase_order_lines (purchase_order_id, line_no, product_id, quantity, unit_cost) values ($1, 1, $2, 1, 5)', [draft.id, bProducts[1].id]);
  return { a, b, aProducts, bProduct: bProducts[0], draft, warehouse };
}

const lineOf = (product: Product) => screen.findByRole('listitem', { name: `${product.sku} — ${product.name}` });

beforeEach(() => {
  // The API's refusals are logged by the client.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  Reflect.deleteProperty(window, 'matchMedia');
  await i18nProvider.changeLocale('en');
});

const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const [current, setLocale] = useLocaleState();
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return current === locale ? children : null;
};

describe('the reorder preview', () => {
  it('lets the user change a quantity and drop a line, then creates and updates the drafts and names them', async () => {
    const { a, b, aProducts, bProduct, draft, warehouse } = await arrange();
    const [p1, p2] = aProducts;
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(
      <ResourceContextProvider value="purchase-orders">
        <ReorderButton />
      </ResourceContextProvider>,
      { ...tab, initialEntries: ['/purchase-orders'] },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Suggest reorder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder preview' });
    const first = await lineOf(p1);
    // Reorder level a + 4, nothing on order: a + 8 to order.
    expect(within(first).getByLabelText('Quantity')).toHaveValue(new Intl.NumberFormat('en').format(p1.available + 8));
    expect(first).toHaveTextContent(`Available ${p1.available}`);
    const bSection = within(dialog).getByRole('region', { name: b.company_name });
    expect(bSection).toHaveTextContent(`Adds to draft ${draft.number}`);
    expect(within(dialog).getByRole('region', { name: a.company_name })).toHaveTextContent('New draft');

    // Nothing is created by looking.
    expect(await sql(`select id from purchase_orders where supplier_id = $1 and status = 'draft'`, [a.id])).toEqual([]);

    fireEvent.change(within(first).getByLabelText('Quantity'), { target: { value: '7' } });
    expect(first).toHaveTextContent(`Line total ${usd(7 * p1.cost)}`);
    fireEvent.click(within(await lineOf(p2)).getByRole('button', { name: `Drop ${p2.sku}` }));
    expect(await lineOf(p2)).toHaveTextContent('Dropped');
    const bTotal = Math.round((bProduct.available + 8) * bProduct.cost * 100) / 100;
    expect(within(dialog).getByRole('region', { name: a.company_name })).toHaveTextContent(`Total for ${a.company_name} ${usd(7 * p1.cost)}`);
    expect(within(dialog).getAllByRole('status').at(-1)).toHaveTextContent(`2 lines · 2 suppliers`);
    expect(within(dialog).getAllByRole('status').at(-1)).toHaveTextContent(`Total to order ${usd(7 * p1.cost + bTotal)}`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create drafts' }));
    const [created] = await waitFor(async () => {
      const rows = await sql<{ id: number; number: string }>(`select id, number from purchase_orders where supplier_id = $1 and warehouse_id = $2 and status = 'draft'`, [a.id, warehouse.id]);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${created.number} created, ${draft.number} updated`);
    expect(within(dialog).getByRole('link', { name: created.number })).toHaveAttribute('href', `/purchase-orders/${created.id}/show`);

    expect(await sql(`select product_id, quantity from purchase_order_lines where purchase_order_id = $1`, [created.id])).toEqual([{ product_id: p1.id, quantity: 7 }]);
    expect(await sql(`select product_id from purchase_order_lines where product_id = $1`, [p2.id])).toEqual([]);
    expect(await sql(`select count(*)::int as n from purchase_orders where supplier_id = $1 and status = 'draft'`, [b.id])).toEqual([{ n: 1 }]);
  });

  it('fills the phone’s screen', async () => {
    // MUI reads the breakpoint through matchMedia, which jsdom lacks: this one says "a phone".
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }),
    });
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(
      <ResourceContextProvider value="purchase-orders">
        <ReorderButton />
      </ResourceContextProvider>,
      { ...tab, initialEntries: ['/purchase-orders'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest reorder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder preview' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('speaks French, with figures and money written the French way', async () => {
    const { a, b, aProducts, bProduct, draft } = await arrange();
    // toHaveTextContent reads the narrow no-break spaces of French figures as plain spaces.
    const frMoney = (n: number) => new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(n).replace(/\s/g, ' ');
    const cents = (p: Product) => Math.round((p.available + 8) * p.cost * 100);
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderWithAdmin(
      <InLocale locale="fr">
        <ResourceContextProvider value="purchase-orders">
          <ReorderButton />
        </ResourceContextProvider>
      </InLocale>,
      { ...tab, initialEntries: ['/purchase-orders'] },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Suggérer le réassort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu du réassort' });
    const first = await lineOf(aProducts[0]);
    expect(within(first).getByLabelText('Quantité')).toHaveValue(new Intl.NumberFormat('fr').format(aProducts[0].available + 8));
    expect(first).toHaveTextContent(`Total de la ligne ${frMoney(cents(aProducts[0]) / 100)}`);
    expect(within(first).getByRole('button', { name: `Retirer ${aProducts[0].sku}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: a.company_name })).toHaveTextContent('Nouveau brouillon');
    expect(within(dialog).getByRole('region', { name: b.company_name })).toHaveTextContent(`S’ajoute au brouillon ${draft.number}`);
    const summary = within(dialog).getAllByRole('status').at(-1);
    expect(summary).toHaveTextContent('3 lignes · 2 fournisseurs');
    const total = [...aProducts, bProduct].reduce((sum, p) => sum + cents(p), 0) / 100;
    expect(summary).toHaveTextContent(`Total à commander ${frMoney(total)}`);
    expect(within(dialog).getByRole('button', { name: 'Créer les brouillons' })).toBeEnabled();
  });
});
