import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../contract/permissions';
import { ADMIN, buildTestApp, Client, listUrl, signIn, within, type TestApp } from '../helpers/app';

// Issue 32, DESIGN.md §3 "Privilege is never gained sideways": nobody changes their own role or
// status; a role is given, and a role's permissions edited, only within what the giver holds;
// nobody changes a user who holds a permission they lack; a new sign-in email ends the user's
// sessions, voids their reset links and tells the old address; the last role manager stays.

let t: TestApp;
let admin: Client;
let adminId: number;
let administratorRole: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  adminId = (await admin.get('/api/me')).json().user.id;
  [{ id: administratorRole }] = await t.sql<{ id: number }>(`select id from roles where name = 'Administrator'`);
});
afterAll(() => t.close());

let n = 0;

/** A role holding exactly `permissions`, made by the administrator. */
async function roleHolding(permissions: string[]): Promise<{ id: number; version: number; name: string }> {
  const role = (await admin.post('/api/roles', { name: `Probe role ${++n}` })).json();
  const res = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An active user of `roleId` who can sign in (the administrator's password, set behind the API's back). */
async function userOf(roleId: number): Promise<{ id: number; email: string; version: number; client: Client }> {
  const email = `probe${++n}@example.com`;
  const created = await admin.post('/api/users', { full_name: `Probe ${n}`, email, role_id: roleId, status: 'active' });
  expect(created.statusCode, created.body).toBe(201);
  await t.sql(`update users set password_hash = (select password_hash from users where id = $1) where email = $2`, [adminId, email]);
  return { ...created.json(), client: await signIn(t.app, { email, password: ADMIN.password }) };
}

const userRecord = async (id: number) => (await admin.get(`/api/users/${id}`)).json();
const roleRecord = async (id: number) => (await admin.get(`/api/roles/${id}`)).json();

describe('a user who holds manage_users only (with view_users and view_roles)', () => {
  let keeper: Awaited<ReturnType<typeof userOf>>;
  let keeperRole: number;
  let clerk: Awaited<ReturnType<typeof userOf>>;
  let clerkRole: number;

  beforeAll(async () => {
    keeperRole = (await roleHolding(['manage_users', 'view_users', 'view_roles'])).id;
    keeper = await userOf(keeperRole);
    clerkRole = (await roleHolding(['view_users'])).id;
    clerk = await userOf(clerkRole);
  });

  it('cannot change their own role (409), and their permissions stay as they were', async () => {
    const me = await userRecord(keeper.id);
    const res = await keeper.client.put(`/api/users/${keeper.id}`, { version: me.version, role_id: administratorRole });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot change your own role. Ask another administrator.');
    expect((await userRecord(keeper.id)).role_id).toBe(keeperRole);
    expect((await keeper.client.get('/api/me')).json().user.permissions).toBe('manage_users,view_roles,view_users');
  });

  it('cannot change their own status', async () => {
    const me = await userRecord(keeper.id);
    const res = await keeper.client.put(`/api/users/${keeper.id}`, { version: me.version, status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot disable your own account.');
  });

  it('may still change their own name and email', async () => {
    const me = await userRecord(keeper.id);
    const res = await keeper.client.put(`/api/users/${keeper.id}`, { version: me.version, full_name: 'Keeper Renamed' });
    expect(res.statusCode).toBe(200);
  });

  it('cannot change, disable, delete or send a reset link to the Administrator (403), whose account stays as it was', async () => {
    const before = await userRecord(adminId);
    const sent = t.mails.length;
    const refusals = [
      await keeper.client.put(`/api/users/${adminId}`, { version: before.version, email: 'keeper.owns.this@example.com' }),
      await keeper.client.put(`/api/users/${adminId}`, { version: before.version, status: 'disabled' }),
      await keeper.client.put(`/api/users/${adminId}`, { version: before.version, full_name: 'Not Ada' }),
      await keeper.client.delete(`/api/users/${adminId}`),
      await keeper.client.post(`/api/users/${adminId}/password-reset`),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toMatch(/^Ada Administrator holds permissions you do not have \(.*manage_roles.*\): only someone who holds them all can change this account\.$/);
    }
    expect(await userRecord(adminId)).toEqual(before);
    expect(t.mails.length).toBe(sent);
    const french = await keeper.client.request('DELETE', `/api/users/${adminId}`, { headers: { 'accept-language': 'fr' } });
    expect(french.json().message).toMatch(/^Ada Administrator détient des permissions que vous n’avez pas \(.*\) : seul quelqu’un qui les détient toutes peut modifier ce compte\.$/);
  });

  it('cannot give a role that holds more than they do, to a new user or an existing one (403)', async () => {
    const created = await keeper.client.post('/api/users', { full_name: 'Made Admin', email: 'made.admin@example.com', role_id: administratorRole, status: 'active' });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toMatch(/^You cannot give the role "Administrator": it holds permissions you do not have \(.*manage_roles.*\)\.$/);
    expect(await t.sql(`select id from users where email = 'made.admin@example.com'`)).toEqual([]);

    const record = await userRecord(clerk.id);
    const promoted = await keeper.client.put(`/api/users/${clerk.id}`, { version: record.version, role_id: administratorRole });
    expect(promoted.statusCode).toBe(403);
    expect((await userRecord(clerk.id)).role_id).toBe(clerkRole);
  });

  it('may give a role within their own permissions, and change a user who holds no more than they do', async () => {
    const record = await userRecord(clerk.id);
    const res = await keeper.client.put(`/api/users/${clerk.id}`, { version: record.version, role_id: keeperRole, full_name: 'Clerk Promoted' });
    expect(res.statusCode, res.body).toBe(200);
    const back = await keeper.client.put(`/api/users/${clerk.id}`, { version: res.json().version, role_id: clerkRole });
    expect(back.statusCode, back.body).toBe(200);
    const created = await keeper.client.post('/api/users', { full_name: 'New Clerk', email: 'new.clerk@example.com', role_id: clerkRole, status: 'active' });
    expect(created.statusCode).toBe(201);
    expect((await keeper.client.post(`/api/users/${created.json().id}/password-reset`)).statusCode).toBe(202);
  });
});

describe('a user who holds manage_roles (with view_roles) but not every permission', () => {
  let manager: Awaited<ReturnType<typeof userOf>>;
  let managerRole: { id: number; version: number };

  beforeAll(async () => {
    managerRole = await roleHolding(['manage_roles', 'view_roles', 'view_products']);
    manager = await userOf(managerRole.id);
  });

  it('cannot tick a permission they do not hold (403), and the role keeps its permissions', async () => {
    const role = await roleHolding(['view_products']);
    const res = await manager.client.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: ['view_products', 'manage_products'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot give permissions you do not hold: manage_products.');
    expect((await roleRecord(role.id)).permissions).toBe('view_products');
  });

  it('may tick and untick permissions they hold', async () => {
    const role = await roleHolding(['view_products']);
    const res = await manager.client.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: ['view_roles'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().permissions).toBe('view_roles');
  });

  it('cannot change, rename or delete a role that holds permissions they lack (403)', async () => {
    const role = await roleRecord(administratorRole);
    const stripped = await manager.client.put(`/api/roles/${administratorRole}/permissions`, { version: role.version, permissions: ['manage_roles', 'view_roles'] });
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toMatch(/^The role "Administrator" holds permissions you do not have \(.*manage_users.*\): only someone who holds them all can change it\.$/);
    const renamed = await manager.client.put(`/api/roles/${administratorRole}`, { version: role.version, name: 'Nobody' });
    expect(renamed.statusCode).toBe(403);
    const unused = await roleHolding(['view_users']);
    expect((await manager.client.delete(`/api/roles/${unused.id}`)).statusCode).toBe(403);
    expect(await roleRecord(administratorRole)).toEqual(role);
  });

  it('cannot add to their own role what they lack', async () => {
    const own = await roleRecord(managerRole.id);
    const res = await manager.client.put(`/api/roles/${managerRole.id}/permissions`, { version: own.version, permissions: [...ALL_PERMISSIONS] });
    expect(res.statusCode).toBe(403);
    expect((await manager.client.get('/api/me')).json().user.permissions).toBe('manage_roles,view_products,view_roles');
  });
});

describe('changing a user’s sign-in email', () => {
  it('ends their sessions, voids the reset links mailed before, and tells the old address', async () => {
    const role = await roleHolding(['view_products']);
    const user = await userOf(role.id);
    expect((await admin.post(`/api/users/${user.id}/password-reset`)).statusCode).toBe(202);
    const token = /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1];
    const record = await userRecord(user.id);

    const res = await admin.put(`/api/users/${user.id}`, { version: record.version, email: 'moved@example.com' });
    expect(res.statusCode).toBe(200);
    expect((await user.client.get(listUrl('products'))).statusCode).toBe(401);
    expect((await user.client.post('/api/refresh-token')).statusCode).toBe(401);
    const reset = await new Client(t.app).post('/api/reset-password', { token, password: 'Takeover#2026' });
    expect(reset.statusCode).toBe(422);

    const notice = t.mails.at(-1)!;
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe('Your Stockyard sign-in email was changed');
    expect(notice.text).toContain('moved@example.com');
    expect(notice.text).toContain('Ada Administrator');
    // The user signs in with the new email.
    expect((await new Client(t.app).post('/api/login', { email: 'moved@example.com', password: ADMIN.password })).statusCode).toBe(200);
  });

  it('does nothing of the kind when only the case of the email changes', async () => {
    const role = await roleHolding(['view_products']);
    const user = await userOf(role.id);
    const sent = t.mails.length;
    const record = await userRecord(user.id);
    expect((await admin.put(`/api/users/${user.id}`, { version: record.version, email: user.email.toUpperCase() })).statusCode).toBe(200);
    expect((await user.client.get(listUrl('products'))).statusCode).toBe(200);
    expect(t.mails.length).toBe(sent);
  });
});

/** Disables, behind the API's back, every active user holding manage_roles but those named. */
async function onlyThemManageRoles(...keep: number[]): Promise<void> {
  await t.sql(
    `update users set status = 'disabled' where status = 'active' and not (id = any($1)) and role_id in
      (select rp.role_id from role_permissions rp join permissions p on p.id = rp.permission_id where p.name = 'manage_roles')`,
    [keep],
  );
}

describe('the last role that can manage roles (counting active users only)', () => {
  beforeAll(() => onlyThemManageRoles(adminId));

  it('cannot lose manage_roles while only an empty role or a disabled user’s role would keep it', async () => {
    const empty = await roleHolding(['manage_roles', 'view_roles']);
    const administrator = await roleRecord(administratorRole);
    const others = ALL_PERMISSIONS.filter((p) => p !== 'manage_roles');
    const res = await admin.put(`/api/roles/${administratorRole}/permissions`, { version: administrator.version, permissions: others });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No active user would be left who can manage roles. Give manage_roles to the role of another active user first.');

    // A disabled user's role does not count either.
    const leaver = await userOf(empty.id);
    await leaver.client.post('/api/logout');
    const record = await userRecord(leaver.id);
    expect((await admin.put(`/api/users/${leaver.id}`, { version: record.version, status: 'disabled' })).statusCode).toBe(200);
    expect((await admin.put(`/api/roles/${administratorRole}/permissions`, { version: administrator.version, permissions: others })).statusCode).toBe(409);
    expect((await roleRecord(administratorRole)).permissions).toContain('manage_roles');

    // An active user of another role holding it does.
    const enabled = await admin.put(`/api/users/${leaver.id}`, { version: record.version + 1, status: 'active' });
    expect(enabled.statusCode).toBe(200);
    const dropped = await admin.put(`/api/roles/${administratorRole}/permissions`, { version: administrator.version, permissions: others });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const restore = await signIn(t.app, { email: leaver.email, password: ADMIN.password });
    expect((await restore.put(`/api/roles/${administratorRole}/permissions`, { version: dropped.json().version, permissions: [...ALL_PERMISSIONS] })).statusCode).toBe(403);
    await t.sql(`insert into role_permissions (role_id, permission_id) select $1, id from permissions where name = 'manage_roles'`, [administratorRole]);
    const me = await within(2000, () => admin.get('/api/me'), (answer) => answer.json().user.permissions.includes('manage_roles'));
    expect(me.json().user.permissions).toContain('manage_roles');
  });

  it('lets an empty role that holds manage_roles be deleted: nobody loses anything', async () => {
    const empty = await roleHolding(['manage_roles', 'view_roles']);
    expect((await admin.delete(`/api/roles/${empty.id}`)).statusCode).toBe(200);
  });

  it('holds when two administrators demote each other at the same moment: one of them is refused', async () => {
    const auditor = (await t.sql<{ id: number }>(`select id from roles where name = 'Auditor'`))[0].id;
    // Only these two hold manage_roles now (the others, the administrator among them, are disabled behind the API's back).
    const first = await userOf(administratorRole);
    const second = await userOf(administratorRole);
    const [a, b] = [await userRecord(first.id), await userRecord(second.id)];
    await onlyThemManageRoles(first.id, second.id);

    // Both requests pass the gate, then wait on the two user rows, held here, and race from the same start.
    const held = await t.database.pool.connect();
    try {
      await held.query('begin');
      await held.query('select id from users where id in ($1, $2) for update', [first.id, second.id]);
      const racing = Promise.all([
        first.client.put(`/api/users/${second.id}`, { version: b.version, role_id: auditor }),
        second.client.put(`/api/users/${first.id}`, { version: a.version, role_id: auditor }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.query('commit');
      const statuses = (await racing).map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
    } finally {
      held.release();
    }
    const [{ n: left }] = await t.sql<{ n: number }>(
      `select count(*)::int as n from users u join role_permissions rp on rp.role_id = u.role_id join permissions p on p.id = rp.permission_id
       where p.name = 'manage_roles' and u.status = 'active'`,
    );
    expect(left).toBe(1);
  });
});
