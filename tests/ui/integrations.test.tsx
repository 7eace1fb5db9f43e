import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import type { ApiKeyCreated, WebhookSubscriptionCreated } from '../../contract/integrations';
import { AREAS } from '../../contract/permissions';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { ApiKeyCreate } from '../../src/resources/api-keys/ApiKeyCreate';
import { ApiKeyList } from '../../src/resources/api-keys/ApiKeyList';
import { ApiKeyShow } from '../../src/resources/api-keys/ApiKeyShow';
import { WebhookCreate } from '../../src/resources/webhook-subscriptions/WebhookCreate';
import { WebhookShow } from '../../src/resources/webhook-subscriptions/WebhookShow';
import { InLocale } from '../helpers/inLocale';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer, type Account } from '../helpers/signedInTab';
import { until, WebhookReceiver } from '../helpers/webhookReceiver';

// Issue 36's staff screens (DESIGN.md §5 "Integrations") on the real API: a key's secret shown
// once, only the maker's permissions offered, revoking; a webhook's signing secret, its test
// event in the delivery log, and a replay.

const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const STORE = { email: 'store@example.com', password: 'Store#2025' };

const receiver = new WebhookReceiver();
beforeAll(async () => {
  await receiver.start();
});
afterAll(async () => {
  await receiver.close();
});

const server = withTestServer({ webhookAllowedHosts: ['127.0.0.1'], webhookTimeoutMs: 5_000 });

type Tab = Awaited<ReturnType<typeof signedInTab>>;

/** A resource's pages as App.tsx mounts them, with the app's notifications, in a tab signed in as `account` (or in `tab`). */
async function openPages(account: Account | Tab, resource: string, pages: { list?: React.ReactNode; create?: React.ReactNode; show: React.ReactNode }, at: string) {
  const tab = 'dataProvider' in account ? account : await signedInTab(server.baseUrl, account);
  const rendered = renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <Routes>
        {pages.list && <Route path={`/${resource}`} element={pages.list} />}
        {pages.create && <Route path={`/${resource}/create`} element={pages.create} />}
        <Route path={`/${resource}/:id/show`} element={pages.show} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    { ...tab, initialEntries: [at] },
  );
  return { tab, ...rendered };
}

const bearer = (secret: string) => fetch(`${server.baseUrl}/api/products?range=[0,0]`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys', () => {
  it('shows the secret once, behind "I have copied it"; the key page and the list show only its start', async () => {
    const { location } = await openPages(ADMIN, 'api-keys', { create: <ApiKeyCreate />, show: <ApiKeyShow /> }, '/api-keys/create');

    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Shop sync' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Products: Read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'API key "Shop sync" made' });
    const secret = within(dialog).getByRole('status', { name: 'Secret' }).textContent!;
    expect(secret.length).toBeGreaterThan(20);
    expect(dialog).toHaveTextContent('This is the only time it is shown.');
    // Escape does not take it away.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((await bearer(secret)).status).toBe(200);

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(location()?.pathname).toMatch(/^\/api-keys\/\d+\/show$/));
    expect(await screen.findByText('Shop sync')).toBeInTheDocument();
    expect(screen.getByText(`${secret.slice(0, 8)}`, { exact: false })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lists keys by name, start of secret, permissions by count and maker, never a secret', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const { data } = await tab.dataProvider.create('api-keys', { data: { name: 'Carrier labels', permissions: ['view_orders', 'view_products'] } });
    const made = data as unknown as ApiKeyCreated;
    renderWithAdmin(
      <ResourceContextProvider value="api-keys">
        <ApiKeyList />
      </ResourceContextProvider>,
      { ...tab, initialEntries: ['/api-keys'] },
    );
    const row = (await screen.findByText('Carrier labels')).closest('tr')!;
    expect(within(row).getByText(`${made.prefix}…`)).toBeInTheDocument();
    expect(row).toHaveTextContent('2 permissions');
    expect(row).toHaveTextContent('Ada Administrator');
    expect(row).toHaveTextContent('Never');
    expect(document.body.textContent).not.toContain(made.secret);
  });

  it('offers only the areas and boxes its maker holds', async () => {
    await server.sql(
      `insert into role_permissions (role_id, permission_id) select r.id, p.id from roles r, permissions p
        where r.name = 'Storekeeper' and p.name in ('view_integrations', 'manage_integrations') on conflict do nothing`,
    );
    const [{ names }] = (await server.sql(
      `select string_agg(p.name, ',') as names from role_permissions rp join roles r on r.id = rp.role_id join permissions p on p.id = rp.permission_id where r.name = 'Storekeeper'`,
    )) as { names: string }[];
    const held = new Set(names.split(','));
    await openPages(STORE, 'api-keys', { create: <ApiKeyCreate />, show: <ApiKeyShow /> }, '/api-keys/create');
    await screen.findByRole('table', { name: 'Permission matrix' });

    const areaLabel = (area: string) => i18nProvider.translate(`app.areas.${area}`);
    for (const area of AREAS) {
      const read = screen.queryByRole('checkbox', { name: `${areaLabel(area.area)}: Read` });
      expect(!!read, `${area.area} offered`).toBe(held.has(area.read));
      const write = screen.queryByRole('checkbox', { name: `${areaLabel(area.area)}: Write` });
      if (read && area.write) expect(write!.hasAttribute('disabled'), `${area.area} write`).toBe(!held.has(area.write));
    }
    expect(held.has('view_roles')).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Roles: Read' })).not.toBeInTheDocument();
  });

  it('revokes a key after saying scripts using it stop at once: its next request is refused', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const made = (await tab.dataProvider.create('api-keys', { data: { name: 'Old script', permissions: ['view_products'] } })).data as unknown as ApiKeyCreated;
    expect((await bearer(made.secret)).status).toBe(200);
    const { location } = await openPages(tab, 'api-keys', { list: <p>Key list</p>, show: <ApiKeyShow /> }, `/api-keys/${made.id}/show`);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key "Old script"?' });
    expect(dialog).toHaveTextContent('Every script using this key is refused at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/api-keys'));
    expect((await bearer(made.secret)).status).toBe(401);
  });
});

describe('webhooks', () => {
  it('shows the signing secret once after making a webhook from event types chosen by name', async () => {
    const { location } = await openPages(ADMIN, 'webhook-subscriptions', { create: <WebhookCreate />, show: <WebhookShow /> }, '/webhook-subscriptions/create');

    fireEvent.change(await screen.findByRole('textbox', { name: /URL/ }), { target: { value: receiver.url('/ui/made') } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Order confirmed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Order dispatched' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Webhook made' });
    const secret = within(dialog).getByRole('status', { name: 'Signing secret' }).textContent!;
    expect(secret).toMatch(/^whsec_/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(location()?.pathname).toMatch(/^\/webhook-subscriptions\/\d+\/show$/));
    expect(await screen.findByText('Order confirmed')).toBeInTheDocument();
    expect(screen.getByText('Order dispatched')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  /** A webhook made through the API, its show page open in the same tab. */
  async function openSubscription(path: string): Promise<WebhookSubscriptionCreated> {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const made = (await tab.dataProvider.create('webhook-subscriptions', { data: { url: receiver.url(path), events: ['order.confirmed'], active: true } })).data as unknown as WebhookSubscriptionCreated;
    receiver.expect(path, made.secret);
    await openPages(tab, 'webhook-subscriptions', { show: <WebhookShow /> }, `/webhook-subscriptions/${made.id}/show`);
    return made;
  }

  it('sends a test event, says what the receiver answered, and shows it in the delivery log', async () => {
    await openSubscription('/ui/test');
    expect(await screen.findByText('Nothing has been sent to this webhook yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send a test event' }));

    expect(await screen.findByText(/^Test event delivered: the receiver answered 200 in \d+ ms\.$/)).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    const row = (await within(log).findByText('Test event')).closest('tr')!;
    expect(row).toHaveTextContent('webhook.test');
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(row).toHaveTextContent('200');
    expect(receiver.at('/ui/test')).toEqual([expect.objectContaining({ type: 'webhook.test', verified: true })]);

    fireEvent.click(within(row).getByRole('button', { name: /^Details of delivery/ }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();
    expect(screen.getByText('{"ok":true}')).toBeInTheDocument();
  });

  it('says why the server turned a webhook off, in the reader’s language', async () => {
    const tab = await signedInTab(server.baseUrl, ADMIN);
    const made = (await tab.dataProvider.create('webhook-subscriptions', { data: { url: receiver.url('/ui/off'), events: ['order.confirmed'], active: true } })).data as unknown as WebhookSubscriptionCreated;
    // As the dispatcher leaves it after its deliveries kept failing (tests/api/webhooks.test.ts turns one off for real).
    await server.sql(
      `update webhook_subscriptions set active = false, disabled_reason = '3 deliveries in a row failed every attempt (the last: answer 503)',
        disabled_because = '{"failures": 3, "last_status": 503, "last_error": null}' where id = $1`,
      [made.id],
    );
    await openPages(tab, 'webhook-subscriptions', { show: <InLocale locale="fr"><WebhookShow /></InLocale> }, `/webhook-subscriptions/${made.id}/show`);
    expect(
      await screen.findByText(
        'Le serveur a désactivé ce webhook : 3 envois de suite ont échoué à chaque tentative (le dernier : réponse 503). Réparez le récepteur, puis réactivez-le (Éditer, Actif).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Désactivé par le serveur').closest('[title]')).toHaveAttribute('title', '3 envois de suite ont échoué à chaque tentative (le dernier : réponse 503)');
    // The app's one i18n provider goes back to English for the tests after.
    await i18nProvider.changeLocale('en');
  });

  it('replays a delivery with the same webhook-id, and says when it is being sent right now', async () => {
    const made = await openSubscription('/ui/replay');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    await screen.findByText(/^Test event delivered/);
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    fireEvent.click(await within(log).findByRole('button', { name: /^Details of delivery/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    expect(await screen.findByText(/^Delivery \d+ is being sent again\.$/)).toBeInTheDocument();
    await until('the replayed delivery', () => receiver.at('/ui/replay').length === 2);
    const [first, again] = receiver.at('/ui/replay');
    expect(again).toMatchObject({ id: first.id, verified: true });

    // The receiver holds its answer: a replay while that attempt is under way is refused, and said.
    receiver.answer('/ui/replay', 'hang');
    const [{ id }] = (await server.sql('select id from webhook_deliveries where subscription_id = $1', [made.id])) as { id: string }[];
    // The button waits for the log to be read again after the first replay.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await until('the held attempt', async () => {
      const [row] = (await server.sql('select lease_until > now() as leased from webhook_deliveries where id = $1', [id])) as { leased: boolean }[];
      return row.leased && receiver.at('/ui/replay').length === 3;
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('This delivery is being sent right now: replay it once the attempt is over.')).toBeInTheDocument();
  });
});
