import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, STORE, VIEWER, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

const count = async (table: string, where = 'true') => (await t.sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0].n;

describe('demo master data', () => {
  it('has ≥ 10 suppliers, ≥ 20 dealers with the two portal logins, 3 warehouses with rooms and racks, and the three roles', async () => {
    expect(await count('suppliers')).toBeGreaterThanOrEqual(10);
    expect(await count('dealers')).toBeGreaterThanOrEqual(20);
    const logins = await t.sql<{ company_name: string }>(`select company_name from dealers where portal_email is not null order by company_name`);
    expect(logins.map((d) => d.company_name)).toEqual(['Acme Motors', 'Birch Garage']);
    expect(await count('warehouses')).toBe(3);
    expect(await count('rooms')).toBeGreaterThanOrEqual(6);
    expect(await count('racks')).toBeGreaterThanOrEqual(18);
    expect((await t.sql<{ name: string }>(`select name from roles order by name`)).map((r) => r.name)).toEqual(['Administrator', 'Auditor', 'Storekeeper', 'Technician']);
    expect(await count('audit_log', `collection = 'dealers' and action = 'create'`)).toBe(await count('dealers'));
    expect(await count('products', 'preferred_supplier_id is null')).toBe(0);
  });
});

describe('suppliers and dealers', () => {
  it('refuses to delete a supplier that still supplies products (409, nothing deleted); deactivating works', async () => {
    const supplier = (await admin.get('/api/suppliers/1')).json();
    expect(supplier.product_count).toBeGreaterThan(0);
    const res = await admin.delete('/api/suppliers/1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Cannot delete the supplier ".+": it is the preferred supplier of \d+ products\. Set its status to inactive instead\.$/);
    expect(await count('suppliers', 'id = 1')).toBe(1);
    const deactivated = await admin.put('/api/suppliers/1', { version: supplier.version, status: 'inactive' });
    expect(deactivated.json().status).toBe('inactive');
    const inactive = (await admin.get(listUrl('suppliers', { filter: { status: 'inactive' } }))).json();
    expect(inactive.map((s: { id: number }) => s.id)).toContain(1);
  });

  it('searches suppliers and deletes one without products', async () => {
    const found = (await admin.get(listUrl('suppliers', { filter: { q: 'castrol' } }))).json();
    expect(found).toHaveLength(1);
    const created = (await admin.post('/api/suppliers', { company_name: 'Short-lived Supplies' })).json();
    expect((await admin.delete(`/api/suppliers/${created.id}`)).statusCode).toBe(200);
  });

  it('sets a dealer portal password that works for the portal, is never shown back, and ends old portal sessions', async () => {
    const dealer = (await admin.post('/api/dealers', { company_name: 'Portal Test Motors', credit_limit: 2500, portal_email: 'portal@test.example' })).json();
    expect(dealer).toMatchObject({ has_portal_password: false, credit_limit: 2500 });
    expect(dealer).not.toHaveProperty('portal_password_hash');

    const tooShort = await admin.post(`/api/dealers/${dealer.id}/portal-password`, { password: 'short' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors).toEqual({ password: 'At least 8 characters' });

    expect((await admin.post(`/api/dealers/${dealer.id}/portal-password`, { password: 'First#Pass1' })).statusCode).toBe(204);
    const portal = new Client(t.app);
    const login = await portal.post('/api/dealer/login', { email: 'portal@test.example', password: 'First#Pass1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().dealer).toMatchObject({ id: dealer.id, company_name: 'Portal Test Motors' });
    expect(login.json().dealer).not.toHaveProperty('portal_password_hash');

    expect((await admin.post(`/api/dealers/${dealer.id}/portal-password`, { password: 'Second#Pass2' })).statusCode).toBe(204);
    expect((await portal.get('/api/dealer/profile')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/dealer/login', { email: 'portal@test.example', password: 'First#Pass1' })).statusCode).toBe(401);
    const record = (await admin.get(`/api/dealers/${dealer.id}`)).json();
    expect(record.has_portal_password).toBe(true);
    expect(JSON.stringify(record)).not.toMatch(/argon2/);
    const csv = (await admin.get(`/api/dealers/export.csv?filter=${encodeURIComponent(JSON.stringify({ id: [dealer.id] }))}`)).body;
    expect(csv).not.toMatch(/argon2|password_hash/);
  });

  it('keeps portal emails unique and asks for one before a password', async () => {
    const dup = await admin.post('/api/dealers', { company_name: 'Copycat Motors', portal_email: 'DEALER@example.com' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ portal_email: 'Another dealer already signs in with this email' });
    const bare = (await admin.post('/api/dealers', { company_name: 'No Login Motors' })).json();
    const res = await admin.post(`/api/dealers/${bare.id}/portal-password`, { password: 'Good#Pass12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ portal_email: 'Set the portal login email first' });
  });
});

describe('warehouses → rooms → racks', () => {
  it('answers the tree of a warehouse in one call', async () => {
    const tree = (await admin.get('/api/warehouses/1/tree')).json();
    expect(tree.warehouse.code).toBe('MAIN');
    expect(tree.rooms.map((r: { code: string }) => r.code)).toEqual(['A', 'B', 'C']);
    expect(tree.rooms[0].racks.map((k: { code: string; path: string }) => k.path)).toEqual([
      'MAIN / A / A-01',
      'MAIN / A / A-02',
      'MAIN / A / A-03',
      'MAIN / A / A-04',
    ]);
    expect((await admin.get('/api/warehouses/999/tree')).statusCode).toBe(404);
  });

  it('keeps codes unique per parent, upper-cased', async () => {
    const other = (await admin.post('/api/rooms', { warehouse_id: 3, code: 'a', name: 'Another A' })).json();
    expect(other.code).toBe('A');
    const dup = await admin.post('/api/rooms', { warehouse_id: 1, code: 'a', name: 'Duplicate' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ code: 'This warehouse already has a room with this code' });
    const dupRack = await admin.post('/api/racks', { room_id: 1, code: 'a-01' });
    expect(dupRack.json().errors).toEqual({ code: 'This room already has a rack with this code' });
    const dupWarehouse = await admin.post('/api/warehouses', { code: 'main', name: 'Copy' });
    expect(dupWarehouse.json().errors).toEqual({ code: 'Another warehouse already has this code' });
    const racksOfWarehouse = (await admin.get(listUrl('racks', { filter: { warehouse_id: 3 }, range: [0, 99] }))).json();
    expect(racksOfWarehouse.every((k: { path: string }) => k.path.startsWith('WKS / '))).toBe(true);
  });

  it('refuses to delete a location with children or stock (409 saying why), and deletes an empty one', async () => {
    const warehouse = await admin.delete('/api/warehouses/1');
    expect(warehouse.statusCode).toBe(409);
    expect(warehouse.json().message).toBe('Cannot delete the warehouse "MAIN": it has 3 rooms. Remove them first.');
    const stocked = (await admin.delete('/api/rooms/1')).json().message;
    expect(stocked).toBe('Cannot delete the room "A": its racks hold stock.');
    const bare = (await admin.post('/api/rooms', { warehouse_id: 1, code: 'BARE', name: 'Bare room' })).json();
    await admin.post('/api/racks', { room_id: bare.id, code: 'BARE-01' });
    const room = await admin.delete(`/api/rooms/${bare.id}`);
    expect(room.json().message).toBe('Cannot delete the room "BARE": it has 1 rack. Remove them first.');

    const [full] = await t.sql<{ rack_id: number; code: string; units: number; items: number }>(
      `select l.rack_id, k.code, sum(l.on_hand)::int as units, count(*)::int as items from stock_levels l join racks k on k.id = l.rack_id
       where l.on_hand > 0 group by l.rack_id, k.code order by l.rack_id limit 1`,
    );
    const rack = await admin.delete(`/api/racks/${full.rack_id}`);
    expect(rack.statusCode).toBe(409);
    expect(rack.json().message).toBe(`Cannot delete the rack "${full.code}": it holds ${full.units} units of ${full.items} product${full.items === 1 ? '' : 's'}.`);
    const stockedRoom = (await admin.get('/api/racks/' + full.rack_id)).json();
    expect(stockedRoom.holds_stock).toBe(true);
    const move = await admin.put(`/api/racks/${full.rack_id}`, { version: stockedRoom.version, room_id: bare.id });
    expect(move.statusCode).toBe(409);
    expect(await count('racks', `id = ${full.rack_id} and room_id = ${stockedRoom.room_id}`)).toBe(1);

    const empty = (await admin.post('/api/racks', { room_id: 1, code: 'TEMP' })).json();
    expect((await admin.delete(`/api/racks/${empty.id}`)).statusCode).toBe(200);
    expect(await count('racks', `id = ${empty.id}`)).toBe(0);
  });
});

describe('roles and the permission matrix', () => {
  it('a matrix change takes effect on the next request of that role’s users, without signing in again', async () => {
    const store = await signIn(t.app, STORE);
    expect((await store.get(listUrl('suppliers'))).statusCode).toBe(200);
    const role = (await admin.get(listUrl('roles', { filter: { q: 'Storekeeper' } }))).json()[0];
    const keep = role.permissions.split(',').filter((p: string) => p !== 'view_suppliers');
    const saved = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: [...keep, 'view_users'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().permissions.split(',')).toContain('view_users');
    expect(saved.json().permissions.split(',')).not.toContain('view_suppliers');
    expect(saved.json().version).toBe(role.version + 1);
    expect((await store.get(listUrl('suppliers'))).statusCode).toBe(403);
    expect((await store.get(listUrl('users'))).statusCode).toBe(200);

    const stale = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: [] });
    expect(stale.statusCode).toBe(409);
    const unknown = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version + 1, permissions: ['fly_planes'] });
    expect(unknown.statusCode).toBe(422);
    const history = (await admin.get(`/api/roles/${role.id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'permissions', actor_name: 'Ada Administrator' });
    const [before, after] = history[0].changes.permissions;
    expect(before).toContain('view_suppliers');
    expect(after).toEqual([...keep, 'view_users'].sort());
  });

  it('the last role holding manage_roles cannot lose it (409), nor be deleted', async () => {
    const role = (await admin.get(listUrl('roles', { filter: { q: 'Administrator' } }))).json()[0];
    const res = await admin.put(`/api/roles/${role.id}/permissions`, { version: role.version, permissions: ['view_roles'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No active user would be left who can manage roles. Give manage_roles to the role of another active user first.');
    expect((await admin.get(`/api/roles/${role.id}`)).json().permissions).toContain('manage_roles');
    const users = await admin.delete(`/api/roles/${role.id}`);
    expect(users.statusCode).toBe(409);
    expect(users.json().message).toMatch(/1 user has it/);
  });

  it('lists the permissions with their areas', async () => {
    const list = (await admin.get('/api/permissions?range=[0,99]')).json();
    expect(list).toContainEqual(expect.objectContaining({ name: 'view_stock_hub', area: 'stock_hub', kind: 'read' }));
  });
});

describe('users', () => {
  it('filters by role and status', async () => {
    const active = (await admin.get(listUrl('users', { filter: { status: 'active' } }))).json();
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(active[0]).not.toHaveProperty('password_hash');
    const auditors = (await admin.get(listUrl('users', { filter: { role_id: 2 } }))).json();
    expect(auditors.map((u: { email: string }) => u.email)).toEqual(['viewer@example.com']);
  });

  it('disabling a user ends their session at once', async () => {
    const viewer = await signIn(t.app, VIEWER);
    const record = (await admin.get(listUrl('users', { filter: { q: 'viewer@' } }))).json()[0];
    expect(record.last_sign_in_at).not.toBeNull();
    const res = await admin.put(`/api/users/${record.id}`, { version: record.version, status: 'disabled' });
    expect(res.statusCode).toBe(200);
    expect((await viewer.get(listUrl('products'))).statusCode).toBe(401);
    expect((await viewer.post('/api/refresh-token')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/login', VIEWER)).json().message).toBe('Your account is disabled. Ask an administrator.');
    await admin.put(`/api/users/${record.id}`, { version: record.version + 1, status: 'active' });
  });

  it('refuses an active user without a role, and disabling or deleting yourself', async () => {
    const noRole = await admin.post('/api/users', { full_name: 'No Role', email: 'norole@example.com', status: 'active' });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors).toEqual({ role_id: 'An active user needs a role' });
    const me = (await admin.get('/api/users/1')).json();
    const self = await admin.put('/api/users/1', { version: me.version, status: 'disabled' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot disable your own account.');
    expect((await admin.delete('/api/users/1')).json().message).toBe('You cannot delete your own account.');
  });

  it('sends a password reset link; the admin never sets the password; the link works once', async () => {
    const user = (await admin.post('/api/users', { full_name: 'New Starter', email: 'starter@example.com', role_id: 3, status: 'active' })).json();
    const res = await admin.post(`/api/users/${user.id}/password-reset`);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('A password reset link was sent to starter@example.com.');
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('starter@example.com');
    const token = /token=([\w-]+)/.exec(mail.text)![1];

    const weak = await new Client(t.app).post('/api/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect((await new Client(t.app).post('/api/reset-password', { token, password: 'Starter#2025' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/login', { email: 'starter@example.com', password: 'Starter#2025' })).statusCode).toBe(200);
    const again = await new Client(t.app).post('/api/reset-password', { token, password: 'Another#2025' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toMatch(/invalid or has expired/);
    const history = (await admin.get(`/api/users/${user.id}/history`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['password-changed', 'password-reset', 'create']);
  });

  it('refuses to delete a user whose work the history refers to', async () => {
    const store = (await admin.get(listUrl('users', { filter: { q: 'store@' } }))).json()[0];
    await t.sql(`insert into audit_log (collection, record_id, action, actor_kind, actor_id, actor_name) values ('products', 1, 'update', 'staff', $1, 'Sam')`, [
      store.id,
    ]);
    const res = await admin.delete(`/api/users/${store.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Disable the account instead/);
  });
});

describe('location paths', () => {
  it('lists rooms and racks by their path, so each warehouse’s locations stay together', async () => {
    const racks = (await admin.get(listUrl('racks', { range: [0, 99] }))).json().map((k: { path: string }) => k.path);
    expect(racks).toEqual([...racks].sort());
    expect(racks[0]).toBe('EAST / A / A-01');
    const found = (await admin.get(listUrl('racks', { filter: { q: 'east / b / b-0' }, range: [0, 99] }))).json();
    expect(found.map((k: { path: string }) => k.path)).toEqual(['EAST / B / B-01', 'EAST / B / B-02', 'EAST / B / B-03', 'EAST / B / B-04']);
    const rooms = (await admin.get(listUrl('rooms', { sort: ['path', 'DESC'] }))).json();
    expect(rooms[0].path).toBe('WKS / FLOOR');
  });
});
