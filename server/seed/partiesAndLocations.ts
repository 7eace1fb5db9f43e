import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/passwords';
import type { Tx } from '../db/client';
import { dealers, racks, rooms, suppliers, warehouses } from '../db/schema';
import { seededRandom } from './random';

// DESIGN.md §2: ≥ 10 suppliers, ≥ 20 dealers (two with portal logins), 3 warehouses with rooms and racks.
export const DEMO_DEALERS = [
  { email: 'dealer@example.com', password: 'Dealer#2025', company: 'Acme Motors' },
  { email: 'dealer2@example.com', password: 'Dealer#2025', company: 'Birch Garage' },
] as const;

const SUPPLIERS = [
  'Bosch Automotive Supply', 'Brembo Parts Direct', 'Castrol Lubricants', 'Continental Tyre Distribution', 'Denso Components',
  'Febi Bilstein Trading', 'Mann Filter Wholesale', 'Monroe Suspension', 'NGK Ignition', 'Valeo Service', 'Gates Power Transmission',
  'Würth Workshop Supplies',
];

const DEALER_NAMES = [
  'Acme Motors', 'Birch Garage', 'Cedar Auto Repairs', 'Dunmore Car Care', 'Eastside Motors', 'Fairway Autos', 'Granite Fleet Services',
  'Harbour Garage', 'Ironbridge Motors', 'Juniper Auto Centre', 'Kingsway Service Station', 'Lakeside Motor Works', 'Maple Tyres & Exhausts',
  'Northgate Vehicle Care', 'Oakfield Garage', 'Pioneer Auto Parts', 'Quarry Road Motors', 'Riverside Auto Electrics', 'Summit 4x4',
  'Thornbury Coachworks', 'Union Street Garage', 'Valley Motor Spares', 'Westfield Autos', 'York Road Service Centre',
];

const FIRST = ['Alex', 'Brooke', 'Chris', 'Dana', 'Eli', 'Fran', 'Gabe', 'Hana', 'Ivan', 'Jo', 'Kai', 'Lena', 'Milo', 'Nora', 'Omar', 'Pia'];
const LAST = ['Walker', 'Shah', 'Nguyen', 'Okafor', 'Rossi', 'Kowalski', 'Murphy', 'Larsen', 'Haddad', 'Tanaka', 'Silva', 'Brennan'];
const STREETS = ['Station Road', 'High Street', 'Mill Lane', 'Church Street', 'Park Avenue', 'Victoria Road', 'Queen Street', 'Bridge Road'];
const TOWNS = ['Springfield', 'Riverton', 'Lakeside', 'Oakham', 'Hillcrest', 'Brookfield'];

const WAREHOUSES = [
  { code: 'MAIN', name: 'Main warehouse', rooms: [['A', 'Aisle A', 4], ['B', 'Aisle B', 4], ['C', 'Cold store', 2]] },
  { code: 'EAST', name: 'East depot', rooms: [['A', 'Bulk store', 3], ['B', 'Small parts', 4]] },
  { code: 'WKS', name: 'Workshop store', rooms: [['FLOOR', 'Workshop floor', 3], ['CAGE', 'Parts cage', 3]] },
] as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export async function seedPartiesAndLocations(tx: Tx): Promise<void> {
  const random = seededRandom(7);
  const person = () => `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const address = () => `${random.int(1, 220)} ${random.pick(STREETS)}, ${random.pick(TOWNS)}`;
  const phone = () => `+61 2 ${random.int(1000, 9999)} ${random.int(1000, 9999)}`;

  const supplierIds = (
    await tx
      .insert(suppliers)
      .values(
        SUPPLIERS.map((company, i) => ({
          company_name: company,
          contact_person_name: person(),
          email: `orders@${slug(company)}.example`,
          phone: phone(),
          address: address(),
          tax_id: `AU${String(51_824_000_000 + i * 7919)}`,
          status: i === SUPPLIERS.length - 1 ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning({ id: suppliers.id })
  ).map((r) => r.id);
  // Every active product gets a preferred supplier, spread evenly and deterministically.
  await tx.execute(sql`update products set preferred_supplier_id = (${sql.raw(`array[${supplierIds.slice(0, -1).join(',')}]`)})[1 + (id % ${supplierIds.length - 1})]`);

  const portalHashes = await Promise.all(DEMO_DEALERS.map((d) => hashPassword(d.password)));
  await tx.insert(dealers).values(
    DEALER_NAMES.map((company, i) => {
      const login = DEMO_DEALERS.findIndex((d) => d.company === company);
      return {
        company_name: company,
        contact_person_name: person(),
        email: `accounts@${slug(company)}.example`,
        phone: phone(),
        address: address(),
        tax_id: `AU${String(61_300_000_000 + i * 4231)}`,
        status: i === DEALER_NAMES.length - 1 ? ('inactive' as const) : ('active' as const),
        credit_limit: random.pick([5000, 10000, 15000, 25000, 50000]),
        portal_email: login >= 0 ? DEMO_DEALERS[login].email : null,
        portal_password_hash: login >= 0 ? portalHashes[login] : null,
      };
    }),
  );

  for (const w of WAREHOUSES) {
    const [warehouse] = await tx
      .insert(warehouses)
      .values({ code: w.code, name: w.name, address: address() })
      .returning({ id: warehouses.id });
    for (const [code, name, rackCount] of w.rooms) {
      const [room] = await tx.insert(rooms).values({ warehouse_id: warehouse.id, code, name }).returning({ id: rooms.id });
      await tx.insert(racks).values(
        Array.from({ length: rackCount }, (_, i) => ({ room_id: room.id, code: `${code}-${String(i + 1).padStart(2, '0')}`, name: `Rack ${i + 1}` })),
      );
    }
  }
}
