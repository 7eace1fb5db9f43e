import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification, reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { aliasPermission } from '../../src/resources/shared/aliasRoutes';
import { ROUTES } from '../../src/resources/roles/routes';
import { RequirePermission } from '../../src/auth/RequirePermission';
import { ALL_PERMISSIONS } from '../../contract/permissions';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer, type Account } from '../helpers/signedInTab';

// The router components of react-admin's own react-router, the one TestMemoryRouter provides.
const { Routes, Route } = reactRouterProvider;

const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };
const VIEWER = { email: 'viewer@example.com', password: 'Viewer#2025' };

const server = withTestServer();

const signedIn = (account: Account) => signedInTab(server.baseUrl, account);

async function roleId(name: string): Promise<number> {
  const [row] = (await server.sql('select id from roles where name = $1', [name])) as { id: number }[];
  return row.id;
}

/** A new role holding these permissions, so a test changes no seeded role others rely on. */
async function roleOf(permissions: readonly string[]): Promise<number> {
  const [role] = (await server.sql("insert into roles (name) values ('Inspector ' || gen_random_uuid()) returning id")) as { id: number }[];
  await server.sql('insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = any($2)', [role.id, permissions]);
  return role.id;
}

async function permissionsOf(id: number): Promise<string> {
  const [row] = (await server.sql(
    `select coalesce(string_agg(p.name, ',' order by p.name), '') as names
       from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = $1`,
    [id],
  )) as { names: string }[];
  return row.names;
}

/** The matrix route exactly as aliasRoute() mounts it, with the app's notifications. */
async function openMatrix(account: Account, id: number) {
  const tab = await signedIn(account);
  const action = vi.spyOn(tab.dataProvider, 'action');
  const matrixRoute = ROUTES.find(({ path }) => path === '/roles/:id/permissions')!;
  renderWithAdmin(
    <>
      <Routes>
        <Route
          path={matrixRoute.path}
          element={
            <RequirePermission permission={aliasPermission(matrixRoute)}>
              <ResourceContextProvider value={matrixRoute.resource}>{matrixRoute.view}</ResourceContextProvider>
            </RequirePermission>
          }
        />
        <Route path="/roles/:id/show" element={<p>Role page</p>} />
      </Routes>
      <Notification />
    </>,
    { ...tab, initialEntries: [`/roles/${id}/permissions`] },
  );
  await screen.findByRole('table', { name: 'Permission matrix' });
  return { action };
}

/** The http client logs every API error; the 409s here are expected. */
const expectApiErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const box = (name: string) => screen.getByRole('checkbox', { name });
const isIndeterminate = (name: string) => box(name).getAttribute('data-indeterminate') === 'true';

describe('the permission matrix of a role', () => {
  it('toggles rows and columns, keeps write implying read, and saves the ticked list', async () => {
    const auditor = await roleOf(ALL_PERMISSIONS.filter((name) => name.startsWith('view_')));
    const { action } = await openMatrix(ADMIN, auditor);

    // This role reads everything and writes nothing.
    expect(box('Products: Read')).toBeChecked();
    expect(box('Products: Write')).not.toBeChecked();
    expect(isIndeterminate('Products: all permissions')).toBe(true);
    expect(box('Read: all areas')).toBeChecked();
    expect(box('Write: all areas')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Stock hub: Write' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Column "all" for Write ticks every write; again unticks them and leaves the reads.
    fireEvent.click(box('Write: all areas'));
    expect(box('Users: Write')).toBeChecked();
    expect(box('Write: all areas')).toBeChecked();
    expect(box('Stock hub: all permissions')).toBeChecked();
    fireEvent.click(box('Write: all areas'));
    expect(box('Users: Write')).not.toBeChecked();
    expect(box('Users: Read')).toBeChecked();

    // Column "all" for Read, unticked, unticks every area.
    fireEvent.click(box('Read: all areas'));
    expect(box('Products: Read')).not.toBeChecked();
    expect(box('Read: all areas')).not.toBeChecked();

    // Write implies read; unticking read unticks write.
    fireEvent.click(box('Suppliers: Write'));
    expect(box('Suppliers: Read')).toBeChecked();
    expect(box('Suppliers: all permissions')).toBeChecked();
    expect(isIndeterminate('Read: all areas')).toBe(true);
    fireEvent.click(box('Dealers: Write'));
    fireEvent.click(box('Dealers: Read'));
    expect(box('Dealers: Write')).not.toBeChecked();

    // Row "all": ticks both cells, and on a read-only area just the read.
    fireEvent.click(box('Purchase orders: all permissions'));
    fireEvent.click(box('Stock hub: all permissions'));
    fireEvent.click(box('Roles: Read'));
    expect(isIndeterminate('Roles: all permissions')).toBe(true);
    fireEvent.click(box('Roles: all permissions'));
    fireEvent.click(box('Roles: all permissions'));
    expect(box('Roles: Read')).not.toBeChecked();

    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    const expected = ['view_suppliers', 'manage_suppliers', 'view_stock_hub', 'view_po', 'manage_po'];
    expect(action).toHaveBeenCalledWith('roles', String(auditor), 'permissions', { version: expect.any(Number), permissions: expected }, 'PUT');
    expect(await permissionsOf(auditor)).toBe([...expected].sort().join(','));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // Save is disabled from the moment the refetch starts; the matrix is clean once it lands.
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it("shows the server's 409 and keeps the ticks when the last manage_roles holder would lose it", async () => {
    const administrator = await roleId('Administrator');
    const before = await permissionsOf(administrator);
    await openMatrix(ADMIN, administrator);
    expectApiErrors();

    fireEvent.click(box('Roles: Write'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('No active user would be left who can manage roles. Give manage_roles to the role of another active user first.')).toBeInTheDocument();
    expect(box('Roles: Write')).not.toBeChecked();
    expect(box('Roles: Read')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(await permissionsOf(administrator)).toBe(before);
  });

  it('reports a stale version, keeps the ticks, and saves them on the next try', async () => {
    const role = await roleOf(['view_products']);
    await openMatrix(ADMIN, role);
    expectApiErrors();

    fireEvent.click(box('Job cards: Read'));
    // Someone else saves the role meanwhile.
    await server.sql('update roles set version = version + 1 where id = $1', [role]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Someone else changed this record after you opened it. Reload it and make your change again.')).toBeInTheDocument();
    expect(box('Job cards: Read')).toBeChecked();
    expect(await permissionsOf(role)).toBe('view_products');

    // The refetched role carries the current version, so saving again goes through.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    expect(await permissionsOf(role)).toBe('view_jc,view_products');
  });

  it('is read-only for a user without manage_roles', async () => {
    const storekeeper = await roleId('Storekeeper');
    await openMatrix(VIEWER, storekeeper);

    expect(screen.getByText('You can see these permissions but not change them.')).toBeInTheDocument();
    expect(box('Products: Write')).toBeChecked();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', `/roles/${storekeeper}/show`);
  });
});

