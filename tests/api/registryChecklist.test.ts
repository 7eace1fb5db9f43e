import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_LIST, MENU_GROUPS, type CollectionEntry, type CollectionMeta } from '../../contract/resources';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { menuTitleOf } from '../../src/layout/menu';
import { COLLECTION_PERMISSIONS } from '../helpers/accessTable';
import { ADMIN, buildTestApp, listUrl, signIn, type Client, type TestApp } from '../helpers/app';
import { hasListScreen, registryListRoutes } from '../helpers/listRoutes';

// Issue 33 item 2: what each entry of the registry (contract/resources.ts) still lacks of what a
// collection needs beyond the compiler's reach — labels in both locales, demo rows, a row of the
// hand-written access table, a place in the browser sweeps. docs/adding-a-collection.md lists
// the steps; each missing piece is named here, one line each.

/** Collections whose rows follow from others', so the demo seed writes none of its own. */
const DERIVED: Readonly<Record<string, string>> = {
  'stock-hub': 'one row per product, from the products and their stock',
  'stock-levels': 'written by the postings of the seeded stock and documents',
  'stock-movements': 'written by the postings of the seeded stock and documents',
  permissions: 'mirrored from the registry at every start',
};

/** The browser sweeps that must visit every list screen, and how they read them from the registry. */
const SWEEPS = ['tests/e2e/phone.spec.ts', 'tests/e2e/a11y.spec.ts'];
const SWEEP_USES_REGISTRY = '...registryListRoutes()';

const LOCALES = { en, fr } as const;
const lookUp = (messages: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const unlabelled = (key: string) => Object.entries(LOCALES).flatMap(([locale, messages]) => (typeof lookUp(messages, key) === 'string' ? [] : [`no ${locale} label ${key}`]));

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(async () => t.close());

async function demoRows(name: string): Promise<number> {
  const res = await admin.get(listUrl(name, { range: [0, 0] }));
  if (res.statusCode !== 200) return 0;
  return Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1] ?? 0);
}

/** What `entry` lacks, one line per missing piece. */
async function lacks(entry: CollectionEntry): Promise<string[]> {
  const { name, resource, menu } = entry as CollectionMeta;
  const missing = [...unlabelled(`resources.${resource}.name`)];
  if (menu) missing.push(...unlabelled(menuTitleOf(menu.link ?? resource)));
  if (!(name in DERIVED) && (await demoRows(name)) === 0) missing.push(`no demo rows: GET /api/${name} answers none on the seeded database (server/seed), nor is it named in DERIVED`);
  if (!(name in COLLECTION_PERMISSIONS)) missing.push(`no row in the independent access table (tests/helpers/accessTable.ts COLLECTION_PERMISSIONS)`);
  if (hasListScreen(resource) && !registryListRoutes().includes(`/${resource}`)) missing.push(`its list /${resource} is not in the sweeps' routes (tests/helpers/listRoutes.ts)`);
  return missing;
}

describe('every registry entry has what a collection needs (docs/adding-a-collection.md)', () => {
  it.each(COLLECTION_LIST.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    expect(await lacks(entry)).toEqual([]);
  });

  it.each(Object.keys(MENU_GROUPS))('the menu group %s is labelled in both locales', (group) => {
    expect(unlabelled(menuTitleOf(group))).toEqual([]);
  });

  it.each(SWEEPS)('%s visits the list screens the registry names', (file) => {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    expect(text.includes(SWEEP_USES_REGISTRY) ? [] : [`${file} does not visit ${SWEEP_USES_REGISTRY}`]).toEqual([]);
  });
});
