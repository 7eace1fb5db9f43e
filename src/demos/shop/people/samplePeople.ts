// Static sample rows for the demo customers and sellers tables (template material, SPEC.md §1).

export interface SampleCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  orders: number;
  spent: number;
  joined: string;
}

export interface SampleSeller {
  id: number;
  shop: string;
  owner: string;
  email: string;
  products: number;
  rating: number;
  sales: number;
  status: 'Approved' | 'Pending' | 'Suspended';
}

const FIRST = ['Olivia', 'Liam', 'Amelia', 'Noah', 'Isla', 'Oliver', 'Mia', 'Jack', 'Ava', 'William', 'Grace', 'Henry'];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Martin', 'Singh', 'Kelly', 'Walker', 'Harris'];
const COUNTRIES = ['Australia', 'New Zealand', 'United Kingdom', 'France', 'India', 'United States'];

export const SAMPLE_CUSTOMERS: SampleCustomer[] = FIRST.map((first, i) => ({
  id: i + 1,
  name: `${first} ${LAST[(i * 5) % LAST.length]}`,
  email: `${first.toLowerCase()}.${LAST[(i * 5) % LAST.length].toLowerCase()}@example.com`,
  phone: `+61 4${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
  country: COUNTRIES[i % COUNTRIES.length],
  orders: (i * 7) % 23 + 1,
  spent: Math.round(((i * 7) % 23 + 1) * (48.5 + i * 3.25) * 100) / 100,
  joined: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 3) % 27) + 1).padStart(2, '0')}`,
}));

const SHOPS = ['Brake Masters', 'Filter Hub', 'Torque Tools', 'Bright Lights Co', 'Spring & Strut', 'Oil Depot', 'Gasket World', 'Belt Bros'];
const STATUSES: SampleSeller['status'][] = ['Approved', 'Approved', 'Pending', 'Approved', 'Suspended'];

export const SAMPLE_SELLERS: SampleSeller[] = SHOPS.map((shop, i) => ({
  id: i + 1,
  shop,
  owner: `${FIRST[(i * 3) % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
  email: `hello@${shop.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
  products: 12 + ((i * 17) % 140),
  rating: Math.round((3.5 + ((i * 3) % 15) / 10) * 10) / 10,
  sales: Math.round((1_250 + i * 3_417.35) * 100) / 100,
  status: STATUSES[i % STATUSES.length],
}));
