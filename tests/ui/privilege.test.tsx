import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reactRouterProvider, ResourceContextProvider } from 'react-admin';
import { RoleEdit } from '../../src/resources/roles/RoleEdit';
import { RolePermissions } from '../../src/resources/roles/RolePermissions';
import { UserCreate } from '../../src/resources/users/UserCreate';
import { UserEdit } from '../../src/resources/users/UserEdit';
import { UserShow } from '../../src/resources/users/UserShow';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { signedInTab, withTestServer } from '../helpers/signedInTab';

// Issue 32, DESIGN.md §3: the staff screens say what the server refuses (services/privilege.ts):
// roles beyond the signed-in user are not given, their own role and status are read-only, an
// account or a role holding more is read-only, and permissions they lack cannot be ticked.

const { Routes, Route } = reactRouterProvider;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2025' };

const server = withTestServer();
let made = 0;

/** A signed-in user whose role holds exactly `permissions` (the administrator's password, set behind the API's back). */
async function signedInHolding(permissions: string[]) {
  const n = ++made;
  const [role] = (await server.sql('insert into roles (name) values ($1) returning id', [`Holder ${n}`])) as { id: number }[];
  await server.sql('insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = any($2)', [role.id, permissions]);
  const email = `holder${n}@example.com`;
  const [user] = (await server.sql(
    `insert into users (full_name, email, role_id, status, password_hash) select $1, $2, $3, 'active', password_hash from users where email = $4 returning id`,
    [`Holder ${n}`, email, role.id, ADMIN.email],
  )) as { id: number }[];
  return { tab: await signedInTab(server.baseUrl, { email, password: ADMIN.password }), userId: user.id, roleId: role.id };
}

const adminId = async () => ((await server.sql('select id from users where email = $1', [ADMIN.email])) as { id: number }[])[0].id;
const roleId = async (name: string) => ((await server.sql('select id from roles where name = $1', [name])) as { id: number }[])[0].id;

function open(tab: Awaited<ReturnType<typeof signedInHolding>>['tab'], path: string, route: string, view: React.ReactNode, resource = 'users') {
  renderWithAdmin(
    <Routes>
      <Route path={route} element={<ResourceContextProvider value={resource}>{view}</ResourceContextProvider>} />
    </Routes>,
    { ...tab, initialEntries: [path] },
  );
}

const USER_KEEPER = ['manage_users', 'view_users', 'view_roles'];

describe('the user screens, for someone holding manage_users only', () => {
  it('show an account holding more as read-only, saying why, with no action on it', async () => {
    const { tab } = await signedInHolding(USER_KEEPER);
    open(tab, `/users/${await adminId()}/show`, '/users/:id/show', <UserShow />);

    expect(await screen.findByText(/^Ada Administrator holds permissions you do not have \(.*manage_roles.*\): only someone who holds them all can change this account\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    for (const name of ['Disable', 'Delete', 'Send password reset']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('edit such an account without a Save button, every field disabled', async () => {
    const { tab } = await signedInHolding(USER_KEEPER);
    open(tab, `/users/${await adminId()}`, '/users/:id', <UserEdit />);

    expect(await screen.findByText(/^Ada Administrator holds permissions you do not have/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offer the roles they may give, and show the others disabled with the reason', async () => {
    const { tab } = await signedInHolding(USER_KEEPER);
    const [clerk] = (await server.sql('insert into roles (name) values ($1) returning id', ['Clerk'])) as { id: number }[];
    await server.sql("insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = 'view_users'", [clerk.id]);
    open(tab, '/users/create', '/users/create', <UserCreate />);

    const picker = await screen.findByRole('combobox', { name: /Role/ });
    // The picker waits for the signed-in user's permissions before it offers anything.
    await waitFor(() => expect(picker).toBeEnabled());
    fireEvent.mouseDown(picker);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Clerk' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'Administrator — holds permissions you do not have' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'Storekeeper — holds permissions you do not have' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('make one’s own role and status read-only on one’s own record, the rest editable', async () => {
    const { tab, userId } = await signedInHolding(USER_KEEPER);
    open(tab, `/users/${userId}`, '/users/:id', <UserEdit />);

    expect(await screen.findAllByText('You cannot change your own role or status')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Role/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('the permission matrix, for someone holding manage_roles but not everything', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name });

  it('lets them tick only the permissions they hold; "all" ticks only those', async () => {
    const { tab } = await signedInHolding(['manage_roles', 'view_roles', 'view_products']);
    const [role] = (await server.sql('insert into roles (name) values ($1) returning id', ['Matrix probe'])) as { id: number }[];
    open(tab, `/roles/${role.id}/permissions`, '/roles/:id/permissions', <RolePermissions />, 'roles');

    await screen.findByRole('table', { name: 'Permission matrix' });
    expect(screen.getByText(/Permissions you do not hold cannot be ticked\./)).toBeInTheDocument();
    expect(box('Products: Read')).toBeEnabled();
    expect(box('Roles: Write')).toBeEnabled();
    expect(box('Products: Write')).toBeDisabled();
    expect(box('Users: Read')).toBeDisabled();
    expect(box('Products: Write').closest('td')).toHaveAttribute('title', 'You do not hold this permission, so you cannot give it');

    fireEvent.click(box('Read: all areas'));
    expect(box('Products: Read')).toBeChecked();
    expect(box('Roles: Read')).toBeChecked();
    expect(box('Users: Read')).not.toBeChecked();
  });

  it('is read-only, saying why, for a role that holds more than they do', async () => {
    const { tab } = await signedInHolding(['manage_roles', 'view_roles']);
    open(tab, `/roles/${await roleId('Administrator')}/permissions`, '/roles/:id/permissions', <RolePermissions />, 'roles');

    await screen.findByRole('table', { name: 'Permission matrix' });
    expect(screen.getByText(/^The role Administrator holds permissions you do not have \(.*manage_users.*\): only someone who holds them all can change it\.$/)).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('cannot rename such a role: its edit page is read-only, saying why', async () => {
    const { tab } = await signedInHolding(['manage_roles', 'view_roles']);
    open(tab, `/roles/${await roleId('Administrator')}`, '/roles/:id', <RoleEdit />, 'roles');

    expect(await screen.findByText(/^The role Administrator holds permissions you do not have/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
