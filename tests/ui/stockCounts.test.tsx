import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider, type Identifier } from 'react-admin';
import type { StockCount, StockCountLine } from '../../contract/stockCounts';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { StockCountShow } from '../../src/resources/stock-counts/StockCountShow';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 20 item 4: a stocktake's page as the storekeeper uses it — start it, count lines in its
// table, read the review (variance in units and value, lines not counted), post it. Real API.

const { Routes, Route } = reactRouterProvider;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const STORE = { email: 'store@example.com', password: 'Store#2025' };

const server = withTestServer();

beforeEach(() => {
  // The API's refusals are logged by the client; they are expected where tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A figure of the review's totals: the value under its label. */
const figure = (review: HTMLElement, label: string) => within(review).getByText(label, { selector: 'p' }).nextSibling as HTMLElement;

/** A rack holding at least two products, as its warehouse and id. */
const busyRack = async () =>
  (
    (await server.sql(
      `select x.rack_id, r.warehouse_id from stock_levels x join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id
       where x.on_hand > 0 group by 1, 2 having count(*) >= 2 order by 1 limit 1`,
    )) as { rack_id: number; warehouse_id: number }[]
  )[0];

function openCount(tab: Awaited<ReturnType<typeof signedInTab>>, id: Identifier) {
  renderWithAdmin(
    <ResourceContextProvider value="stock-counts">
      <Routes>
        <Route path="/stock-counts/:id/show" element={<StockCountShow />} />
      </Routes>
    </ResourceContextProvider>,
    { ...tab, initialEntries: [`/stock-counts/${id}/show`] },
  );
  return tab;
}

describe('a stocktake’s page', () => {
  it('starts a draft, takes a count typed in its table, shows the variance in units and value, and posts it', async () => {
    const rack = await busyRack();
    const tab = await signedInTab(server.baseUrl, STORE);
    const { data: draft } = await tab.dataProvider.create<StockCount>('stock-counts', { data: { warehouse_id: rack.warehouse_id, rack_id: rack.rack_id } });
    openCount(tab, draft.id);

    expect(await screen.findByText(/This count is a draft/, {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start counting' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start counting' }));
    expect(await screen.findByText(/^Counting: record counts here/, {}, { timeout: 10_000 })).toBeInTheDocument();

    const { data: lines } = await (tab.dataProvider as AppDataProvider).getList<StockCountLine>(`stock-counts/${draft.id}/lines`, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'path', order: 'ASC' },
      filter: {},
    });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const [line] = lines;
    const [{ cost }] = (await server.sql('select cost::float8 as cost from products where id = $1', [line.product_id])) as { cost: number }[];
    const row = (await screen.findByText(`${line.sku} — ${line.name}`)).closest('tr')!;
    const input = within(row).getByRole('textbox', { name: 'Counted' });
    fireEvent.change(input, { target: { value: String(line.expected! - 2) } });
    fireEvent.submit(input.closest('form')!);

    // The line's variance and value, and the totals: one line counted, the rest not.
    await waitFor(() => expect(within(screen.getByText(`${line.sku} — ${line.name}`).closest('tr')!).getByText('-2')).toBeInTheDocument(), { timeout: 10_000 });
    const review = screen.getByRole('region', { name: 'Review' });
    await waitFor(() => expect(figure(review, 'Not counted')).toHaveTextContent(String(lines.length - 1)));
    expect(figure(review, 'Net variance (units)')).toHaveTextContent('-2');
    expect(figure(review, 'Shortage')).toHaveTextContent((2 * cost).toFixed(2));

    // Only the lines not counted.
    fireEvent.click(screen.getByRole('button', { name: 'Not counted' }));
    expect(await screen.findByText(`${lines[1].sku} — ${lines[1].name}`)).toBeInTheDocument();
    expect(screen.queryByText(`${line.sku} — ${line.name}`)).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Post variances' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(lines.length - 1 === 1 ? '1 line is not counted' : `${lines.length - 1} lines are not counted`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post variances' }));
    expect(await screen.findByText(/^Posted: its variances were written as SA-\d{6}\.$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const [level] = (await server.sql('select on_hand from stock_levels where product_id = $1 and rack_id = $2', [line.product_id, line.rack_id])) as { on_hand: number }[];
    expect(level.on_hand).toBe(line.expected! - 2);
    expect(screen.queryByRole('textbox', { name: 'Counted' })).not.toBeInTheDocument();
  });

  it('hides the expected quantities of a blind count from a counter, not the counts', async () => {
    const rack = await busyRack();
    // Opened and started by the administrator (arranged in SQL: one browser tab signs in one user).
    const [count] = (await server.sql(
      `insert into stock_counts (warehouse_id, rack_id, blind, status, started_at, created_by)
       values ($1, $2, true, 'counting', now(), (select id from users where email = $3)) returning id`,
      [rack.warehouse_id, rack.rack_id, ADMIN.email],
    )) as { id: number }[];
    await server.sql(`insert into stock_count_lines (count_id, product_id, rack_id, expected) select $1, product_id, rack_id, on_hand from stock_levels where rack_id = $2 and on_hand > 0`, [
      count.id,
      rack.rack_id,
    ]);
    openCount(await signedInTab(server.baseUrl, STORE), count.id);

    expect(await screen.findByText(/quantities expected are hidden from you/, {}, { timeout: 15_000 })).toBeInTheDocument();
    const review = await screen.findByRole('region', { name: 'Review' });
    await waitFor(() => expect(figure(review, 'Net variance (units)')).toHaveTextContent('Hidden (blind count)'));
    expect(await within(review).findAllByRole('textbox', { name: 'Counted' })).not.toHaveLength(0);
    expect(within(review).queryByRole('columnheader', { name: 'Expected' })).not.toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'With a variance' })).toBeDisabled();
  });
});
