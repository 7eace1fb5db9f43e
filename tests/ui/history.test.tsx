import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider, testDataProvider, type RaRecord } from 'react-admin';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider, type AppDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { HistoryPanel } from '../../src/resources/shared/HistoryPanel';
import type { AuditEntry } from '../../contract/access';
import { clearDocumentCookies, createCookieFetch } from '../helpers/cookieFetch';
import { InLocale } from '../helpers/inLocale';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { startTestServer } from '../helpers/testServer';

const renderPanel = (resource: string, record: RaRecord, options: Parameters<typeof renderWithAdmin>[1], locale = 'en') =>
  renderWithAdmin(
    <InLocale locale={locale}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record}>
          <HistoryPanel />
        </RecordContextProvider>
      </ResourceContextProvider>
    </InLocale>,
    options,
  );

function entry(id: number, changes: AuditEntry['changes'], action = 'update', refs: AuditEntry['refs'] = {}): AuditEntry {
  return { id, at: '2025-03-04T10:15:00Z', action, actor_name: 'Ada Administrator', changes, refs };
}

/** Each change of a history row as a person reads it: "Warehouse: — → MAIN — Main warehouse". */
const changesOf = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent);

/** What a person must never read in a history: JSON, or an id standing for a record. */
function expectNoJsonNorIds(table: HTMLElement, ids: number[]) {
  expect(table.textContent).not.toMatch(/[{[\]}]/);
  for (const id of ids) expect(table.textContent).not.toMatch(new RegExp(`(^|[^\\d,.])${id}([^\\d,.]|$)`));
}

const ADJUSTMENT_REFS: AuditEntry['refs'] = {
  warehouse_id: { 17: 'MAIN — Main warehouse' },
  product_id: { 131: 'BRK-1001 — Brake pads', 87: 'FLT-1002 — Oil filter' },
  rack_id: { 42: 'MAIN / A / A-02', 43: 'MAIN / A / A-03' },
};
const adjustmentCreated = entry(
  1,
  {
    status: [null, 'draft'],
    warehouse_id: [null, 17],
    reason: [null, 'count_correction'],
    lines: [
      null,
      [
        { product_id: 131, rack_id: 42, quantity: 2 },
        { product_id: 87, rack_id: 43, quantity: -1, reason: 'damage' },
      ],
    ],
  },
  'create',
  ADJUSTMENT_REFS,
);

const ORDER_REFS: AuditEntry['refs'] = { product_id: { 131: 'BRK-1001 — Brake pads', 87: 'FLT-1002 — Oil filter', 95: 'ENG-1003 — Spark plug' } };
const orderChanged = entry(
  2,
  {
    total: [1172.58, 38.4],
    lines: [
      [
        { product_id: 131, quantity: 2, price: 12.5 },
        { product_id: 87, quantity: 1, price: 4 },
      ],
      [
        { product_id: 131, quantity: 3, price: 12.5 },
        { product_id: 95, quantity: 1, price: 9.99 },
      ],
    ],
  },
  'update',
  ORDER_REFS,
);

/** A data provider whose only real call is getHistory, over a fixed list of entries. */
function historyProvider(entries: AuditEntry[]) {
  const getHistory = vi.fn<AppDataProvider['getHistory']>(async (_resource, _id, page, perPage) => ({
    data: entries.slice((page - 1) * perPage, page * perPage),
    total: entries.length,
  }));
  return { getHistory, dataProvider: testDataProvider({ getHistory } as Partial<AppDataProvider>) };
}

describe('HistoryPanel', () => {
  it('says so when the record has no history yet', async () => {
    const { dataProvider } = historyProvider([]);
    renderPanel('products', { id: 7, version: 1 }, { permissions: 'view_products', dataProvider });

    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows who changed which field, with values kept short', async () => {
    const longText = 'A very long description that goes on and on, well past what a table cell should hold at once';
    const { dataProvider } = historyProvider([
      entry(2, { name: ['Brake pads', 'Brake pad set'], active: [true, false], barcode: [null, '123'], description: [null, longText] }),
      entry(1, { name: [null, 'Brake pads'] }, 'create'),
    ]);
    renderPanel('products', { id: 7, version: 2 }, { permissions: 'view_products', dataProvider });

    const rows = await screen.findAllByRole('row');
    const latest = within(rows[1]);
    expect(latest.getByText('Ada Administrator')).toBeInTheDocument();
    expect(latest.getByText('Updated')).toBeInTheDocument();
    expect(latest.getByText('Name')).toBeInTheDocument();
    expect(latest.getByText('Brake pad set')).toBeInTheDocument();
    expect(latest.getByText('Yes')).toBeInTheDocument();
    expect(latest.getByText('No')).toBeInTheDocument();
    expect(latest.getAllByText('—').length).toBeGreaterThanOrEqual(2);
    const cut = latest.getByTitle(longText);
    expect(cut.textContent).toMatch(/…$/);
    expect(cut.textContent!.length).toBeLessThan(longText.length);
    expect(within(rows[2]).getByText('Created')).toBeInTheDocument();
  });

  it("reads a stock adjustment's creation: references by name, reasons translated, lines as rows", async () => {
    const { dataProvider } = historyProvider([adjustmentCreated]);
    renderPanel('stock-adjustments', { id: 5, version: 1 }, { permissions: 'view_stock_adjustments', dataProvider });

    const table = await screen.findByRole('table', { name: 'History' });
    const [, created] = within(table).getAllByRole('row');
    expect(changesOf(created)).toEqual([
      'Status: — → Draft',
      'Warehouse: — → MAIN — Main warehouse',
      'Reason: — → Count correction',
      'Lines:+ 2 × BRK-1001 — Brake pads · MAIN / A / A-02+ -1 × FLT-1002 — Oil filter · MAIN / A / A-03 (Damage)',
      '+ 2 × BRK-1001 — Brake pads · MAIN / A / A-02',
      '+ -1 × FLT-1002 — Oil filter · MAIN / A / A-03 (Damage)',
    ]);
    expectNoJsonNorIds(table, [17, 131, 87, 42, 43]);
  });

  it("reads an order's changed lines as added, removed and changed rows, with money in the locale", async () => {
    const { dataProvider } = historyProvider([orderChanged]);
    renderPanel('orders', { id: 9, version: 2 }, { permissions: 'view_orders', dataProvider });

    const table = await screen.findByRole('table', { name: 'History' });
    const [, changed] = within(table).getAllByRole('row');
    expect(changesOf(changed)).toEqual([
      'Total: $1,172.58 → $38.40',
      expect.stringMatching(/^Lines:/),
      'BRK-1001 — Brake pads: 2 → 3',
      '+ 1 × ENG-1003 — Spark plug @ $9.99',
      '− 1 × FLT-1002 — Oil filter @ $4.00',
    ]);
    expectNoJsonNorIds(table, [131, 87, 95]);
  });

  it('reads what an entry cannot name, and text an old entry kept, without ids or JSON', async () => {
    const { dataProvider } = historyProvider([
      entry(2, { category_id: [71, 72], dealer_price: [109.01, 38.4], unit: ['pcs', 'box'] }, 'update', { category_id: { 72: 'Engine' } }),
      entry(1, { lines: [null, 'Lines kept as text by an old version'] }),
    ]);
    renderPanel('products', { id: 3, version: 2 }, { permissions: 'view_products', dataProvider });

    const table = await screen.findByRole('table', { name: 'History' });
    const [, update, old] = within(table).getAllByRole('row');
    expect(changesOf(update)).toEqual(['Category: a deleted record → Engine', 'Dealer price: $109.01 → $38.40', 'Unit: pieces → boxes']);
    expect(changesOf(old)).toEqual(['Lines: — → Lines kept as text by an old version']);
    expectNoJsonNorIds(table, [71, 72]);
  });

  it("reads a role's permissions and a webhook's event types as granted and withdrawn, by name, and a job card's part by its product and rack", async () => {
    const roles = historyProvider([entry(3, { permissions: [['view_users', 'view_products'], ['view_products', 'manage_products']] }, 'permissions')]);
    const view = renderPanel('roles', { id: 2, version: 3 }, { permissions: 'view_roles', dataProvider: roles.dataProvider });
    const [, changed] = within(await screen.findByRole('table', { name: 'History' })).getAllByRole('row');
    expect(within(changed).getByText('Permissions changed')).toBeInTheDocument();
    expect(changesOf(changed).slice(1)).toEqual(['+ Products: Write', '− Users: Read']);
    view.unmount();

    const hooks = historyProvider([entry(4, { events: [['order.confirmed', 'product.updated'], ['order.confirmed', 'order.dispatched']] })]);
    const hookView = renderPanel('webhook-subscriptions', { id: 1, version: 2 }, { permissions: 'view_integrations', dataProvider: hooks.dataProvider });
    const [, events] = within(await screen.findByRole('table', { name: 'History' })).getAllByRole('row');
    expect(changesOf(events).slice(1)).toEqual(['+ Order dispatched', '− Product changed']);
    hookView.unmount();

    const parts = historyProvider([
      entry(4, { parts: [null, [{ product_id: 16, rack_id: 18, quantity: 2 }]] }, 'part-used', {
        product_id: { 16: 'BRK-1016 — Brake hose Premium' },
        rack_id: { 18: 'WKS / FLOOR / FLOOR-01' },
      }),
    ]);
    renderPanel('job-cards', { id: 1, version: 4 }, { permissions: 'view_jc', dataProvider: parts.dataProvider });
    const [, used] = within(await screen.findByRole('table', { name: 'History' })).getAllByRole('row');
    expect(within(used).getByText('Part used')).toBeInTheDocument();
    expect(changesOf(used).slice(1)).toEqual(['2 × BRK-1016 — Brake hose Premium · WKS / FLOOR / FLOOR-01']);
  });

  it('reads in French with the French labels, names and money', async () => {
    const { dataProvider } = historyProvider([orderChanged, adjustmentCreated]);
    renderPanel('stock-adjustments', { id: 5, version: 1 }, { permissions: 'view_stock_adjustments', dataProvider }, 'fr');

    const table = await screen.findByRole('table', { name: 'Historique' });
    const [, changed, created] = within(table).getAllByRole('row');
    expect(within(created).getByText('Création')).toBeInTheDocument();
    expect(changesOf(created).slice(0, 3)).toEqual(['Statut: — → Brouillon', 'Entrepôt: — → MAIN — Main warehouse', "Motif: — → Correction d'inventaire"]);
    expect(changesOf(created)).toContainEqual(expect.stringMatching(/^\+ [-−]1 × FLT-1002 — Oil filter · MAIN \/ A \/ A-03 \(Casse\)$/));
    const money = changesOf(changed);
    expect(money[0]).toMatch(/^Total: 1\s172,58\s\$US → 38,40\s\$US$/);
    expect(money[1]).toMatch(/^Lignes:/);
    expect(money).toContainEqual(expect.stringMatching(/^\+ 1 × ENG-1003 — Spark plug @ 9,99\s\$US$/));
  });

  it('pages through the history on the server', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(25 - i, { reorder_level: [i, i + 1] }));
    const { dataProvider, getHistory } = historyProvider(entries);
    renderPanel('products', { id: 7, version: 26 }, { permissions: 'view_products', dataProvider });

    expect(await screen.findByText('1-10 of 25')).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('products', 7, 1, 10);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11-20 of 25')).toBeInTheDocument();
    expect(getHistory).toHaveBeenLastCalledWith('products', 7, 2, 10);
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });
});

describe('HistoryPanel against the API', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    window.localStorage.clear();
    clearDocumentCookies();
  });

  async function signIn() {
    const apiUrl = `${server.baseUrl}/api`;
    const httpClient = createHttpClient({ apiUrl, fetch: createCookieFetch().fetch, storage: window.localStorage });
    const authProvider = createAuthProvider({ httpClient, apiUrl, storage: window.localStorage });
    const dataProvider = createDataProvider(httpClient, apiUrl);
    await authProvider.login({ email: 'admin@example.com', password: 'Admin#2025' });
    return { authProvider, dataProvider };
  }

  it("shows the entry of a product's edit", async () => {
    const { authProvider, dataProvider } = await signIn();

    const { data: product } = await dataProvider.getOne('products', { id: 1 });
    const { data: edited } = await dataProvider.update('products', {
      id: 1,
      data: { name: 'Brake pad set, history test' },
      previousData: product,
    });
    renderPanel('products', edited, { authProvider, dataProvider });

    const rows = await screen.findAllByRole('row');
    const latest = within(rows[1]);
    expect(latest.getByText('Ada Administrator')).toBeInTheDocument();
    expect(latest.getByText('Updated')).toBeInTheDocument();
    expect(latest.getByText(product.name)).toBeInTheDocument();
    expect(latest.getByText('Brake pad set, history test')).toBeInTheDocument();
  });

  it('reads a posted stock adjustment by names, in English and in French', async () => {
    const { authProvider, dataProvider } = await signIn();
    const { data: created } = await dataProvider.create('stock-adjustments', {
      data: { warehouse_id: 1, reason: 'count_correction', note: null, lines: [{ product_id: 1, rack_id: 1, quantity: 2 }] },
    });
    const posted = await dataProvider.action<RaRecord>('stock-adjustments', created.id, 'post', { version: created.version });
    const { data: product } = await dataProvider.getOne('products', { id: 1 });

    const view = renderPanel('stock-adjustments', posted, { authProvider, dataProvider });
    let table = await screen.findByRole('table', { name: 'History' });
    let [, post, create] = within(table).getAllByRole('row');
    expect(changesOf(post)).toEqual(['Status: Draft → Posted']);
    expect(changesOf(create)).toContain('Warehouse: — → MAIN — Main warehouse');
    expect(changesOf(create)).toContain('Reason: — → Count correction');
    expect(changesOf(create)).toContain(`+ 2 × ${product.sku} — ${product.name} · MAIN / A / A-01`);
    expectNoJsonNorIds(table, []);
    view.unmount();

    renderPanel('stock-adjustments', posted, { authProvider, dataProvider }, 'fr');
    table = await screen.findByRole('table', { name: 'Historique' });
    [, post, create] = within(table).getAllByRole('row');
    expect(changesOf(post)).toEqual(['Statut: Brouillon → Validé']);
    expect(changesOf(create)).toContain('Entrepôt: — → MAIN — Main warehouse');
    expect(changesOf(create)).toContain(`+ 2 × ${product.sku} — ${product.name} · MAIN / A / A-01`);
  });

  it("reads an order's changed lines as rows, with prices in dollars", async () => {
    const { authProvider, dataProvider } = await signIn();
    const { data: order } = await dataProvider.create('orders', {
      data: { dealer_id: 1, notes: null, lines: [{ product_id: 3, quantity: 2 }, { product_id: 4, quantity: 1 }] },
    });
    const { data: changed } = await dataProvider.update('orders', {
      id: order.id,
      data: { lines: [{ product_id: 3, quantity: 5 }, { product_id: 5, quantity: 1 }] },
      previousData: order,
    });
    type Line = { product_id: number; sku: string; name: string; unit_price: number };
    const line = (id: number) => [...order.lines, ...changed.lines].find((l: Line) => l.product_id === id) as Line;
    const dollars = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

    renderPanel('orders', changed, { authProvider, dataProvider });
    const table = await screen.findByRole('table', { name: 'History' });
    const [, update] = within(table).getAllByRole('row');
    expect(changesOf(update)).toEqual(
      expect.arrayContaining([
        `Total: ${dollars(order.total)} → ${dollars(changed.total)}`,
        `${line(3).sku} — ${line(3).name}: 2 → 5`,
        `+ 1 × ${line(5).sku} — ${line(5).name} @ ${dollars(line(5).unit_price)}`,
        `− 1 × ${line(4).sku} — ${line(4).name} @ ${dollars(line(4).unit_price)}`,
      ]),
    );
    expectNoJsonNorIds(table, []);
  });
});
