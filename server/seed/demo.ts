import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, AREAS, type Permission } from '../../contract/permissions';
import { hashPassword } from '../services/passwords';
import type { Db, Tx } from '../db/client';
import { categories, permissions, products, rolePermissions, roles, users } from '../db/schema';
import { seedDocuments } from './documents';
import { seedPartiesAndLocations } from './partiesAndLocations';
import { seededRandom } from './random';
import { ADMINISTRATOR_ROLE } from './permissions';
import { seedOpeningStock } from './openingStock';
import { seedStockDocuments } from './stockDocuments';
import { seedIntegrations } from './integrations';

// DESIGN.md §2: the demo accounts and a deterministic data set.
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'Admin#2025', full_name: 'Ada Administrator', role: ADMINISTRATOR_ROLE },
  { email: 'viewer@example.com', password: 'Viewer#2025', full_name: 'Victor Viewer', role: 'Auditor' },
  { email: 'store@example.com', password: 'Store#2025', full_name: 'Sam Storekeeper', role: 'Storekeeper' },
  { email: 'tom.okafor@example.com', password: 'Tech#2025', full_name: 'Tom Okafor', role: 'Technician' },
] as const;

const STOREKEEPER_AREAS = ['products', 'categories', 'warehouses', 'rooms', 'stock_adjustments', 'stock_hub', 'stock_counts', 'purchase_orders'];

const ROLES: { name: string; description: string; permissions: readonly Permission[] }[] = [
  { name: ADMINISTRATOR_ROLE, description: 'Every permission', permissions: ALL_PERMISSIONS },
  { name: 'Auditor', description: 'Reads everything, changes nothing', permissions: AREAS.map((a) => a.read) },
  {
    name: 'Storekeeper',
    description: 'Catalogue, locations, stock and purchasing',
    // Purchasing picks suppliers, so the storekeeper reads them (but does not edit them).
    permissions: [...AREAS.filter((a) => STOREKEEPER_AREAS.includes(a.area)).flatMap((a) => (a.write ? [a.read, a.write] : [a.read])), 'view_suppliers'],
  },
  {
    name: 'Technician',
    description: 'Workshop: job cards, and reading the orders and stock they need',
    permissions: ['view_products', 'view_stock_hub', 'view_orders', 'view_jc', 'manage_jc'],
  },
];

/** Staff without a demo login: the workshop, a registration waiting for approval, a leaver. */
const OTHER_STAFF = [
  { full_name: 'Tara Nguyen', email: 'tara.nguyen@example.com', role: 'Technician', status: 'active' },
  { full_name: 'Priya Shah', email: 'priya.shah@example.com', role: null, status: 'pending' },
  { full_name: 'Derek Walsh', email: 'derek.walsh@example.com', role: 'Storekeeper', status: 'disabled' },
] as const;

const CATALOGUE: Record<string, { prefix: string; items: string[]; price: [number, number] }> = {
  Brakes: { prefix: 'BRK', items: ['Brake pad set', 'Brake disc', 'Brake caliper', 'Brake hose', 'Brake shoe kit', 'Brake fluid reservoir'], price: [12, 240] },
  Engine: { prefix: 'ENG', items: ['Timing belt', 'Water pump', 'Spark plug', 'Head gasket', 'Piston ring set', 'Thermostat'], price: [6, 420] },
  Filters: { prefix: 'FLT', items: ['Oil filter', 'Air filter', 'Cabin filter', 'Fuel filter', 'Transmission filter', 'Breather filter'], price: [4, 60] },
  Electrical: { prefix: 'ELE', items: ['Alternator', 'Starter motor', 'Battery 12V', 'Ignition coil', 'Headlamp bulb', 'Fuse kit'], price: [3, 380] },
  Suspension: { prefix: 'SUS', items: ['Shock absorber', 'Coil spring', 'Control arm', 'Ball joint', 'Stabiliser link', 'Strut mount'], price: [14, 310] },
  Lubricants: { prefix: 'LUB', items: ['Engine oil 5W-30 5L', 'Gear oil 75W-90 1L', 'Coolant 5L', 'Grease cartridge', 'ATF 1L', 'Brake fluid DOT4'], price: [5, 75] },
  'Tyres & Wheels': { prefix: 'TYR', items: ['Tyre 205/55 R16', 'Tyre 225/45 R17', 'Wheel nut set', 'Valve stem', 'Wheel bearing', 'Hub cap'], price: [3, 260] },
  'Body & Trim': { prefix: 'BOD', items: ['Wing mirror', 'Wiper blade', 'Door handle', 'Bumper clip set', 'Tail lamp', 'Mud flap'], price: [2, 190] },
  Tools: { prefix: 'TOL', items: ['Torque wrench', 'Socket set', 'Brake bleeder kit', 'OBD scanner', 'Trolley jack', 'Impact driver'], price: [18, 650] },
  'Workshop Consumables': { prefix: 'CON', items: ['Nitrile gloves box', 'Shop towels roll', 'Brake cleaner can', 'Cable ties pack', 'Thread locker', 'Degreaser 5L'], price: [2, 45] },
};

const VARIANTS = ['Standard', 'Heavy duty', 'Premium', 'OEM fit'];
const UNITS: Record<string, string> = { Lubricants: 'l', 'Workshop Consumables': 'box', 'Tyres & Wheels': 'pcs' };

/** True when nothing has been created yet: the demo set is only laid down on an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`select (select count(*) from users) + (select count(*) from products) as n`);
  return Number(rows[0].n) === 0;
}

async function seedAccessControl(tx: Tx): Promise<void> {
  const permissionIds = new Map((await tx.select().from(permissions)).map((p) => [p.name, p.id]));
  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const [row] = await tx.insert(roles).values({ name: role.name, description: role.description }).returning({ id: roles.id });
    roleIds.set(role.name, row.id);
    await tx.insert(rolePermissions).values(role.permissions.map((p) => ({ role_id: row.id, permission_id: permissionIds.get(p)! })));
  }
  for (const account of DEMO_ACCOUNTS) {
    await tx.insert(users).values({
      full_name: account.full_name,
      email: account.email,
      password_hash: await hashPassword(account.password),
      role_id: roleIds.get(account.role)!,
      status: 'active',
    });
  }
  await tx.insert(users).values(
    OTHER_STAFF.map((u) => ({ full_name: u.full_name, email: u.email, role_id: u.role ? roleIds.get(u.role)! : null, status: u.status })),
  );
}

/** Every seeded record's history starts with its creation by the demo data set. */
async function seedHistory(tx: Tx): Promise<void> {
  for (const table of ['products', 'categories', 'suppliers', 'dealers', 'warehouses', 'rooms', 'racks', 'roles', 'users']) {
    await tx.execute(
      sql.raw(`insert into audit_log (collection, record_id, action, actor_kind, actor_name, changes)
               select '${table}', id, 'create', 'system', 'Demo data', '{}' from ${table}`),
    );
  }
}

async function seedCatalogue(tx: Tx): Promise<void> {
  const random = seededRandom(2025);
  for (const [name, spec] of Object.entries(CATALOGUE)) {
    const [category] = await tx
      .insert(categories)
      .values({ name, description: `${name} parts and supplies` })
      .returning({ id: categories.id });
    const rows = [];
    for (let i = 0; i < 24; i++) {
      const item = spec.items[i % spec.items.length];
      const variant = VARIANTS[Math.floor(i / spec.items.length)];
      const dealerPrice = random.money(spec.price[0], spec.price[1]);
      rows.push({
        sku: `${spec.prefix}-${String(1001 + i)}`,
        name: `${item} ${variant}`,
        category_id: category.id,
        unit: UNITS[name] ?? 'pcs',
        dealer_price: dealerPrice,
        cost: Math.round(dealerPrice * (0.55 + random.next() * 0.2) * 100) / 100,
        reorder_level: random.pick([0, 5, 10, 20, 25, 50]),
        barcode: String(5012345000000 + random.int(0, 999_999)),
        description: `${variant} ${item.toLowerCase()} for workshop and dealer sale.`,
        active: random.next() > 0.08,
      });
    }
    await tx.insert(products).values(rows);
  }
}

export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccessControl(tx);
    await seedCatalogue(tx);
    await seedPartiesAndLocations(tx);
    await seedHistory(tx);
    await seedOpeningStock(tx);
    await seedDocuments(tx);
    await seedStockDocuments(tx);
    await seedIntegrations(tx);
  });
}
