import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { UserShow } from '../../src/resources/users/UserShow';
import { clearDocumentCookies } from '../helpers/cookieFetch';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer, type Account } from '../helpers/signedInTab';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };
const STORE = { email: 'store@example.com', password: 'Store#2025' };

const server = withTestServer();

const signedIn = (account: Account) => signedInTab(server.baseUrl, account);

async function userRow(email: string) {
  const [row] = (await server.sql('select id, status, role_id from users where email = $1', [email])) as { id: number; status: string; role_id: number | null }[];
  return row;
}

async function openUser(account: Account, id: number) {
  const tab = await signedIn(account);
  renderWithAdmin(
    <>
      <Routes>
        <Route
          path="/users/:id/show"
          element={
            <ResourceContextProvider value="users">
              <UserShow />
            </ResourceContextProvider>
          }
        />
      </Routes>
      <Notification />
    </>,
    { ...tab, initialEntries: [`/users/${id}/show`] },
  );
  await screen.findByRole('heading', { name: 'Access' });
}

describe('a user page', () => {
  it('activates a pending account only with a role', async () => {
    const [pending] = (await server.sql(
      "insert into users (full_name, email, status) values ('Penny Pending', 'penny@example.com', 'pending') returning id",
    )) as { id: number }[];
    await openUser(ADMIN, pending.id);

    expect(await screen.findByText('This account registered itself and waits for an administrator: choose its role and activate it.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Penny Pending' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect((await userRow('penny@example.com')).status).toBe('pending');

    const roleInput = within(dialog).getByRole('combobox', { name: /Role/ });
    fireEvent.change(roleInput, { target: { value: 'Store' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Storekeeper' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Account activated')).toBeInTheDocument();
    const [storekeeper] = (await server.sql("select id from roles where name = 'Storekeeper'")) as { id: number }[];
    expect(await userRow('penny@example.com')).toMatchObject({ status: 'active', role_id: storekeeper.id });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument());
    // The status chip (the history below may say "Active" too once it has loaded).
    expect(screen.getByText('Active', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it("disables an account after confirmation and ends that user's sessions", async () => {
    await signedIn(STORE);
    // The administrator's tab is another browser: it must not find the storekeeper's XSRF cookie.
    clearDocumentCookies();
    const store = await userRow(STORE.email);
    await openUser(ADMIN, store.id);

    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sam Storekeeper?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    expect((await userRow(STORE.email)).status).toBe('disabled');
    const live = await server.sql("select 1 from session_families where principal_kind = 'staff' and principal_id = $1 and revoked_at is null", [store.id]);
    expect(live).toHaveLength(0);
    // The page re-reads the user after the change; wait for the re-rendered button, not one about to be replaced.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument());
  });

  it('offers no disabling or deleting of your own account (the server refuses both)', async () => {
    const admin = await userRow(ADMIN.email);
    await openUser(ADMIN, admin.id);

    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send password reset' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("sends a password reset and shows the server's answer", async () => {
    const viewer = await userRow(VIEWER.email);
    await openUser(ADMIN, viewer.id);

    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset to viewer@example.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('A password reset link was sent to viewer@example.com.')).toBeInTheDocument();
    expect(await server.sql('select 1 from password_resets where user_id = $1', [viewer.id])).toHaveLength(1);
  });

  it('offers no account actions without manage_users', async () => {
    const admin = await userRow(ADMIN.email);
    await openUser(VIEWER, admin.id);

    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
  });
});
