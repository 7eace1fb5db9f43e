import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { StockAdjustmentShow } from '../../src/resources/stock-adjustments/StockAdjustmentShow';
import type { StockAdjustment, StockLevel } from '../../contract/stock';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab } from '../helpers/signedInTab';
import { startTestServer } from '../helpers/testServer';

// Issue 32: a document's Delete keeps its word on a phone (DeleteDocumentButton, in place of
// react-admin's DeleteButton, which shows only its icon there); it asks and deletes as before.

const { Routes, Route } = reactRouterProvider;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

let server: Awaited<ReturnType<typeof startTestServer>>;
let tab: Awaited<ReturnType<typeof signedInTab>>;
let api: AppDataProvider;

beforeAll(async () => {
  server = await startTestServer();
  window.localStorage.clear();
  clearDocumentCookies();
  tab = await signedInTab(server.baseUrl, ADMIN);
  api = tab.dataProvider as AppDataProvider;
});
afterAll(async () => {
  await server?.close();
});

async function draftAdjustment() {
  const { data: levels } = await api.getList<StockLevel>('stock-levels', { filter: {}, sort: { field: 'path', order: 'ASC' }, pagination: { page: 1, perPage: 1 } });
  const [level] = levels;
  return (
    await api.create<StockAdjustment>('stock-adjustments', {
      data: { warehouse_id: level.warehouse_id, reason: 'count_correction', note: null, lines: [{ product_id: level.product_id, rack_id: level.rack_id, quantity: 1, reason: null }] },
    })
  ).data;
}

function showAdjustment(adjustment: StockAdjustment) {
  return renderWithAdmin(
    <ResourceContextProvider value="stock-adjustments">
      <Routes>
        <Route path="/stock-adjustments/:id/show" element={<StockAdjustmentShow />} />
        <Route path="/stock-adjustments" element={<p>The adjustments list</p>} />
      </Routes>
    </ResourceContextProvider>,
    { ...tab, initialEntries: [`/stock-adjustments/${adjustment.id}/show`] },
  );
}

describe('deleting a draft document from its page', () => {
  it('asks, keeps the draft when the person keeps it, and deletes it and goes to the list when confirmed', async () => {
    const adjustment = await draftAdjustment();
    const { location } = showAdjustment(adjustment);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    // Named as react-admin names it (the record's representation comes from the app's <Resource>, absent here).
    const dialog = await screen.findByRole('dialog', { name: /^Delete Stock adjustment / });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Stock adjustment?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api.getOne('stock-adjustments', { id: adjustment.id })).data.id).toBe(adjustment.id);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The adjustments list')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/stock-adjustments');
    await expect(api.getOne('stock-adjustments', { id: adjustment.id })).rejects.toMatchObject({ status: 404 });
  });
});
