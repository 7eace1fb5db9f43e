import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, testDataProvider, useLocaleState } from 'react-admin';
import type { Product } from '../../contract/products';
import type { StockAdjustment, StockLevel, StockMovement } from '../../contract/stock';
import { fr } from '../../src/i18n/fr';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ProductList } from '../../src/resources/products/ProductList';
import { ProductShow } from '../../src/resources/products/ProductShow';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { requestsSettled, signedInTab, withTestServer } from '../helpers/signedInTab';

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

const { Routes, Route } = reactRouterProvider;

/** A product whose stock lies on several racks, with more movements than the page shows and a preferred supplier. */
async function busyProduct(): Promise<{ id: number; name: string; sku: string }> {
  const [product] = (await server.sql(
    `select p.id, p.name, p.sku from products p
      where p.preferred_supplier_id is not null
        and (select count(*) from stock_levels l where l.product_id = p.id and l.on_hand > 0) >= 2
      order by (select count(*) from stock_movements m where m.product_id = p.id) desc, p.id
      limit 1`,
  )) as { id: number; name: string; sku: string }[];
  return product;
}

const SwitchLocale = ({ locale }: { locale: string }) => {
  const [, setLocale] = useLocaleState();
  useEffect(() => setLocale(locale), [locale, setLocale]);
  return null;
};

/** Renders the product page in a tab already signed in (one sign-in per test: a second one would change the tab's CSRF token). */
function renderShow(tab: Awaited<ReturnType<typeof signedInTab>>, id: number, locale = 'en') {
  return renderWithAdmin(
    <ResourceContextProvider value="products">
      <SwitchLocale locale={locale} />
      <Routes>
        <Route path="/products/:id/show" element={<ProductShow />} />
      </Routes>
    </ResourceContextProvider>,
    { ...tab, initialEntries: [`/products/${id}/show`] },
  );
}

async function showProduct(id: number) {
  const tab = await signedInTab(server.baseUrl, ADMIN);
  renderShow(tab, id);
  return tab.dataProvider as AppDataProvider;
}

/** Posts +1 adjustments on one of the product's racks until it has more movements than the page lists. */
async function moreMovementsThanShown(api: AppDataProvider, productId: number) {
  const movementsTotal = async () =>
    (await api.getList<StockMovement>('stock-movements', { filter: { product_id: productId }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } })).total ?? 0;
  const { data: levels } = await api.getList<StockLevel>('stock-levels', {
    filter: { product_id: productId, on_hand_gte: 1 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: 1 },
  });
  for (let total = await movementsTotal(); total <= 10; total = await movementsTotal()) {
    const { data: adjustment } = await api.create<StockAdjustment>('stock-adjustments', {
      data: { warehouse_id: levels[0].warehouse_id, reason: 'found', note: null, lines: [{ product_id: productId, rack_id: levels[0].rack_id, quantity: 1, reason: null }] },
    });
    await api.action('stock-adjustments', adjustment.id, 'post', { version: adjustment.version });
  }
}

/** The text of each row's cells, header row left out. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));

describe('product page against the API', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('labels every field, the preferred supplier too', async () => {
    const product = await busyProduct();
    const api = await showProduct(product.id);
    const { data: record } = await api.getOne<Product>('products', { id: product.id });
    const { data: supplier } = await api.getOne('suppliers', { id: record.preferred_supplier_id! });

    // Looked for within its field: role queries over the whole page are slow on a busy machine.
    const fieldOf = (source: string) =>
      waitFor(() => {
        const field = document.querySelector<HTMLElement>(`.ra-field-${source}`);
        expect(field).not.toBeNull();
        return field!;
      });
    const supplierField = await fieldOf('preferred_supplier_id');
    expect(supplierField).toHaveTextContent(/^Preferred supplier/);
    expect(await within(supplierField).findByRole('link', { name: supplier.company_name })).toHaveAttribute('href', `/suppliers/${supplier.id}/show`);
    const categoryField = await fieldOf('category_id');
    expect(categoryField).toHaveTextContent(/^Category/);
    expect(within(categoryField).getByRole('link', { name: record.category_name })).toHaveAttribute('href', `/category/${record.category_id}/show`);
    for (const label of ['SKU', 'Name', 'Category', 'Unit', 'Barcode', 'Preferred supplier', 'Active', 'Dealer price', 'Cost', 'On hand', 'Reserved', 'Available', 'Reorder level', 'Low stock', 'Description', 'Created', 'Updated']) {
      expect(screen.getByText(label, { selector: '.RaLabeled-label, .RaLabeled-label *' }), label).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Image' })).toBeInTheDocument();
  });

  it('shows the stock on each rack as the API has it, with the total', async () => {
    const product = await busyProduct();
    const api = await showProduct(product.id);
    const { data: levels } = await api.getList<StockLevel>('stock-levels', {
      filter: { product_id: product.id, on_hand_gte: 1 },
      sort: { field: 'path', order: 'ASC' },
      pagination: { page: 1, perPage: 1000 },
    });
    const format = new Intl.NumberFormat('en');

    const table = await screen.findByRole('table', { name: 'Stock by rack' });
    expect(rowsOf(table)).toEqual([
      ...levels.map((level) => [level.path, format.format(level.on_hand)]),
      ['Total', format.format(levels.reduce((sum, level) => sum + level.on_hand, 0))],
    ]);
  });

  it('lists the ten newest movements, in the words and formats of the language, with a link to the stock hub', async () => {
    const product = await busyProduct();
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const api = tab.dataProvider as AppDataProvider;
    await moreMovementsThanShown(api, product.id);
    renderShow(tab, product.id, 'fr');
    const { data: movements, total } = await api.getList<StockMovement>('stock-movements', {
      filter: { product_id: product.id },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(total).toBeGreaterThan(10);
    const when = new Intl.DateTimeFormat('fr', { dateStyle: 'short', timeStyle: 'short' });
    const number = new Intl.NumberFormat('fr');
    const signed = new Intl.NumberFormat('fr', { signDisplay: 'exceptZero' });

    const table = await screen.findByRole('table', { name: 'Mouvements récents' });
    const french = fr as unknown as { resources: Record<string, { fields: Record<string, string> }>; app: { stock_hub: { kinds: Record<string, string> } } };
    const heads = ['created_at', 'path', 'kind', 'delta', 'balance_after', 'source_label', 'actor_name'].map((field) => french.resources['stock-movements'].fields[field]);
    expect(heads).toContain('Solde après');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(heads);
    expect(rowsOf(table)).toEqual(
      movements.map((movement) => [
        when.format(new Date(movement.created_at)),
        movement.path,
        french.app.stock_hub.kinds[movement.kind],
        signed.format(movement.delta),
        number.format(movement.balance_after),
        movement.source_label ?? '—',
        movement.actor_name ?? 'Système',
      ]),
    );
    const more = screen.getByRole('link', { name: 'Tous les mouvements dans la vue des stocks' });
    expect(more).toHaveAttribute('href', `/stock-hub?${new URLSearchParams({ filter: JSON.stringify({ q: product.sku }) })}`);
    expect(screen.getByText('Fournisseur préféré', { selector: '.RaLabeled-label, .RaLabeled-label *' })).toBeInTheDocument();
  });

  it('shows a placeholder without an image, and an entered address as it is', async () => {
    const product = await busyProduct();
    await server.sql('update products set image = null where id = $1', [product.id]);
    const tab = await signedInTab(server.baseUrl, ADMIN);
    renderShow(tab, product.id);
    expect(await screen.findByRole('img', { name: 'No image' })).toHaveTextContent('No image');
    await requestsSettled();
    cleanup();

    const address = 'https://images.example.com/parts/photo.jpg';
    await server.sql('update products set image = $2 where id = $1', [product.id, address]);
    try {
      renderShow(tab, product.id);
      expect(await screen.findByRole('img', { name: `Image of ${product.name}` })).toHaveAttribute('src', address);
    } finally {
      await server.sql('update products set image = null where id = $1', [product.id]);
    }
  });

  it('asks nothing about stock from a user who may not read the stock hub', async () => {
    const record = { id: 7, sku: 'BRK-1001', name: 'Brake pad set Standard', category_id: 1, preferred_supplier_id: null, unit: 'pcs', image: null, version: 1 };
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <Routes>
          <Route path="/products/:id/show" element={<ProductShow />} />
        </Routes>
      </ResourceContextProvider>,
      {
        permissions: 'view_products',
        dataProvider: testDataProvider({ getOne: async () => ({ data: record }), getList, getMany: async () => ({ data: [] }), getHistory: async () => ({ data: [], total: 0 }) } as Partial<AppDataProvider>),
        initialEntries: ['/products/7/show'],
      },
    );
    expect(await screen.findByText('BRK-1001')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Stock by rack' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent movements' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('stock-levels', expect.anything());
    expect(getList).not.toHaveBeenCalledWith('stock-movements', expect.anything());
  });
});
