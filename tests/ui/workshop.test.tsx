import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { JobCardShow } from '../../src/resources/job-cards/JobCardShow';
import { clockOffset, formatDuration, formatMinutes, workedMs } from '../../src/resources/job-cards/workshopTime';
import { WorkOrderCreate } from '../../src/resources/workorders/WorkOrderCreate';
import { WorkOrderShow } from '../../src/resources/workorders/WorkOrderShow';
import type { Dealer } from '../../contract/dealers';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { StockLevel } from '../../contract/stock';
import type { JobCard, WorkOrder } from '../../contract/workshop';
import { appApi } from '../helpers/appHttpClientMock';
import { signedInAppTab } from '../helpers/appClientTab';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { withTestServer } from '../helpers/signedInTab';

// The assignee and technician pickers read GET /api/work-orders/assignees and
// /api/job-cards/technicians through the app's httpClient (no collection); here that client
// forwards to the signed-in tab on the test server.
vi.mock('../../src/providers/httpClient', async (original) => (await import('../helpers/appHttpClientMock')).forwardingHttpClient(original));

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();

// Each step waits for the real API and re-renders a full page; 1 s is too short for that here.
configure({ asyncUtilTimeout: 10_000 });

type Tab = Awaited<ReturnType<typeof signedInAppTab>>;
let tab: Tab | undefined;

async function signIn() {
  tab = await signedInAppTab(server.baseUrl, ADMIN);
  appApi.client = tab.appHttpClient;
  return tab.dataProvider;
}

/** A pending order of an active dealer, a work order on it and an open job card on that. */
async function fixtures() {
  const api = await signIn();
  const dealer = (await api.getList<Dealer>('dealers', { filter: { status: 'active' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } })).data[0];
  const product = (await api.getList<Product>('products', { filter: { active: true }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } })).data[0];
  const { data: order } = await api.create<Order>('orders', { data: { dealer_id: dealer.id, notes: null, lines: [{ product_id: product.id, quantity: 1 }] } });
  const { data: workOrder } = await api.create<WorkOrder>('workorders', {
    data: { order_id: order.id, title: 'Service the fleet van', description: null, priority: 'normal', due_date: null, assignee_id: null },
  });
  const { data: card } = await api.create<JobCard>('job-cards', { data: { work_order_id: workOrder.id, technician_id: null, task: 'Change the brake pads', notes: null } });
  return { api, dealer, order, workOrder, card };
}

const workOrderScreens = (
  <ResourceContextProvider value="workorders">
    <Routes>
      <Route path="/workorders-create/:orderId" element={<WorkOrderCreate />} />
      <Route path="/workorders/:id/show" element={<WorkOrderShow />} />
    </Routes>
    <Notification />
  </ResourceContextProvider>
);

const jobCardScreens = (
  <ResourceContextProvider value="job-cards">
    <Routes>
      <Route path="/job-cards/:id/show" element={<JobCardShow />} />
    </Routes>
  </ResourceContextProvider>
);

const open = (screens: ReactElement, path: string) => renderWithAdmin(screens, { ...tab!, initialEntries: [path] });

/** A status chip (the status history repeats the name as plain text). */
const statusChip = async (name: string) => (await screen.findAllByText(name, { selector: '.MuiChip-label' }))[0];

const timeLogRows = () => within(screen.getByRole('table', { name: 'Time logs' })).getAllByRole('row').slice(1, -1);

beforeEach(() => {
  // The API's refusals (409, 422) are logged by the client; they are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await tab?.settled();
  tab = undefined;
  appApi.client = null;
});

describe('worked time', () => {
  it('adds the stored logs and the running one up to the server’s clock, whatever the client’s clock says', () => {
    const card = {
      running_since: '2025-03-01T10:00:00.000Z',
      time_logs: [
        { id: 1, user_name: 'Tom', started_at: '2025-03-01T08:00:00.000Z', stopped_at: '2025-03-01T08:30:15.000Z', minutes: 30 },
        { id: 2, user_name: 'Tom', started_at: '2025-03-01T10:00:00.000Z', stopped_at: null, minutes: null },
      ],
    };
    // The client's clock runs 5 minutes behind the server's.
    const receivedAt = Date.parse('2025-03-01T10:05:00.000Z') - 300_000;
    const offset = clockOffset('2025-03-01T10:05:00.000Z', receivedAt);
    expect(offset).toBe(300_000);
    expect(formatDuration(workedMs(card, receivedAt + 10_000, offset))).toBe('0:35:25');
    expect(formatDuration(workedMs({ ...card, running_since: null }, receivedAt, offset))).toBe('0:30:15');
    expect(formatMinutes(125)).toBe('2:05');
  });
});

describe('creating a work order for an order', () => {
  it('takes the order from the address, shows its number and dealer, and saves the work order on it', async () => {
    const { api, order, dealer } = await fixtures();
    open(workOrderScreens, `/workorders-create/${order.id}`);

    expect(await screen.findByText(`${order.number} — ${dealer.company_name}`)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Fit tow bar' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Assignee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tom Okafor' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    expect(await screen.findByText('Fit tow bar')).toBeInTheDocument();
    expect(await statusChip('Open')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: order.number })).toHaveAttribute('href', `/orders-view/${order.id}`);
    const { data: created } = await api.getList<WorkOrder>('workorders', {
      filter: { order_id: order.id, q: 'Fit tow bar' },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    });
    expect(created[0]).toMatchObject({ order_id: order.id, title: 'Fit tow bar', priority: 'normal', assignee_name: 'Tom Okafor', status: 'open' });
  });

  it('shows the server’s refusal to complete while a job card is not done', async () => {
    const { api, workOrder, card } = await fixtures();
    const started = await api.action<WorkOrder>('workorders', workOrder.id, 'transition', { to: 'in_progress', version: workOrder.version });
    open(workOrderScreens, `/workorders/${started.id}/show`);

    await waitFor(() => expect(screen.getByRole('region', { name: 'Job cards' })).toHaveTextContent('Change the brake pads'));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));

    expect(await screen.findByText(`${workOrder.number} cannot be completed: job card not done (${card.number}).`)).toBeInTheDocument();
    expect(await statusChip('In progress')).toBeInTheDocument();
    expect((await api.getOne<WorkOrder>('workorders', { id: workOrder.id })).data.status).toBe('in_progress');
  });
});

describe('the job card timer', () => {
  it('starts, pauses, resumes and finishes from its buttons, keeping a log per stretch of work', async () => {
    const { api, card, workOrder } = await fixtures();
    open(jobCardScreens, `/job-cards/${card.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(await statusChip('In progress')).toBeInTheDocument();
    expect(timeLogRows()).toHaveLength(1);
    expect(timeLogRows()[0]).toHaveTextContent('Running…');
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:00:0\d$/);
    // Starting a card starts its work order.
    expect((await api.getOne<WorkOrder>('workorders', { id: workOrder.id })).data.status).toBe('in_progress');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(await statusChip('On hold')).toBeInTheDocument();
    expect(timeLogRows()[0]).not.toHaveTextContent('Running…');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(timeLogRows()).toHaveLength(2));
    expect(timeLogRows()[1]).toHaveTextContent('Running…');

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Finish ${card.number}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(await statusChip('Done')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument());
    for (const name of ['Start', 'Pause', 'Resume']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const row of timeLogRows()) expect(row).not.toHaveTextContent('Running…');

    const { data: done } = await api.getOne<JobCard>('job-cards', { id: card.id });
    expect(done.status).toBe('done');
    expect(done.time_logs).toHaveLength(2);
    expect(done.time_logs.every((log) => log.stopped_at !== null)).toBe(true);
    expect(done.running_since).toBeNull();
  });
});

describe('parts on a job card', () => {
  it('takes a part from a rack, returns part of it, and the rack’s stock follows', async () => {
    const { api, card } = await fixtures();
    const { data: levels } = await api.getList<StockLevel>('stock-levels', {
      filter: { on_hand_gte: 5 },
      sort: { field: 'path', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
    });
    const level = levels[0];
    const { data: product } = await api.getOne<Product>('products', { id: level.product_id });
    const onHand = async () =>
      (
        await api.getList<StockLevel>('stock-levels', {
          filter: { product_id: level.product_id, rack_id: level.rack_id },
          sort: { field: 'path', order: 'ASC' },
          pagination: { page: 1, perPage: 1 },
        })
      ).data[0]?.on_hand ?? 0;
    const before = await onHand();
    open(jobCardScreens, `/job-cards/${card.id}/show`);

    fireEvent.change(await screen.findByRole('combobox', { name: 'Part' }), { target: { value: product.sku } });
    const optionName = `${product.sku} — ${product.name} — ${level.path} (${before})`;
    fireEvent.click(await screen.findByRole('option', { name: optionName }));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));

    const summary = await screen.findByRole('table', { name: 'Parts on this job card' });
    const holding = () => within(summary).getAllByRole('row')[1];
    expect(within(holding()).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual([
      `${product.sku} — ${product.name}`,
      level.path,
      '3',
      '0',
      '3',
    ]);
    expect(await onHand()).toBe(before - 3);

    fireEvent.click(within(holding()).getByRole('button', { name: `Return ${product.sku} to ${level.path}` }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('At most 3')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(holding()).getAllByRole('cell').map((cell) => cell.textContent).slice(2, 5)).toEqual(['3', '2', '1']));
    expect(await onHand()).toBe(before - 1);

    // The server has the last word: returning more than the card used from that rack is refused.
    fireEvent.click(within(holding()).getByRole('button', { name: `Return ${product.sku} to ${level.path}` }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');
    await api.action('job-cards', card.id, 'parts', { product_id: level.product_id, rack_id: level.rack_id, quantity: 1, kind: 'return' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${card.number} used 0 of ${product.sku}`);
    expect(await onHand()).toBe(before);
  });
});
