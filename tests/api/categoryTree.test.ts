import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, listUrl, signIn, type TestApp } from '../helpers/app';

// Issue 18 item 3: categories form a tree. Each record carries its path and lineage (computed in
// SQL), the list sorts children under their parent, the parent picker can leave out a branch, and
// the server refuses a cycle with 422 under parent_id.

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
});
afterAll(() => t.close());

interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  version: number;
  path: string;
  lineage: string[];
}

const idOf = async (name: string) => (await t.sql<{ id: number }>('select id from categories where name = $1', [name]))[0].id;

async function create(name: string, parent_id: number | null = null): Promise<Category> {
  const res = await admin.post('/api/categories', { name, parent_id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const moveUnder = (category: Category, parent_id: number | null) => admin.put(`/api/categories/${category.id}`, { version: category.version, parent_id });
const fresh = async (category: Category): Promise<Category> => (await admin.get(`/api/categories/${category.id}`)).json();

describe('the category tree', () => {
  it('gives each category its path, and lists children right under their parent', async () => {
    const brakes = await idOf('Brakes');
    const pads = await create('Brake pads', brakes);
    const ceramic = await create('Ceramic', pads.id);
    expect(pads).toMatchObject({ path: 'Brakes › Brake pads', lineage: ['Brakes', 'Brake pads'] });
    expect(ceramic.path).toBe('Brakes › Brake pads › Ceramic');

    // Sorted by name, "Brake pads" falls between "Body & Trim" and "Brakes"; in the tree it follows its parent.
    const byName = (await admin.get(listUrl('categories', { sort: ['name', 'ASC'], range: [0, 4] }))).json().map((c: Category) => c.name);
    expect(byName.slice(0, 3)).toEqual(['Body & Trim', 'Brake pads', 'Brakes']);
    const res = await admin.get(listUrl('categories', { range: [0, 4] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((c: Category) => c.path)).toEqual(['Body & Trim', 'Brakes', 'Brakes › Brake pads', 'Brakes › Brake pads › Ceramic', 'Electrical']);
    expect(res.headers['content-range']).toBe('categories 0-4/12');
  });

  it('finds a subcategory by its parent’s name, and pages the tree in SQL', async () => {
    const found = (await admin.get(listUrl('categories', { filter: { q: 'brakes ›' } }))).json();
    expect(found.map((c: Category) => c.path)).toEqual(['Brakes › Brake pads', 'Brakes › Brake pads › Ceramic']);
    const page = await admin.get(listUrl('categories', { range: [2, 3] }));
    expect(page.json().map((c: Category) => c.name)).toEqual(['Brake pads', 'Ceramic']);
    expect(page.headers['content-range']).toBe('categories 2-3/12');
  });

  it('leaves a category and everything under it out of the parent choices (exclude_branch)', async () => {
    const brakes = await idOf('Brakes');
    const choices = (await admin.get(listUrl('categories', { filter: { exclude_branch: brakes }, range: [0, 99] }))).json();
    const names = choices.map((c: Category) => c.name);
    expect(names).toHaveLength(9);
    expect(names).not.toEqual(expect.arrayContaining(['Brakes']));
    expect(names).not.toContain('Brake pads');
    expect(names).not.toContain('Ceramic');
    expect(names).toContain('Engine');
  });

  it('moves a branch: its subcategories’ paths follow', async () => {
    const pads = await fresh({ id: await idOf('Brake pads') } as Category);
    const moved = await moveUnder(pads, await idOf('Tools'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await fresh({ id: await idOf('Ceramic') } as Category)).path).toBe('Tools › Brake pads › Ceramic');
    expect((await moveUnder(moved.json(), await idOf('Brakes'))).statusCode).toBe(200);
  });
});

describe('a cycle', () => {
  it('is refused with 422 under parent_id: itself, a child, a deeper descendant (A→B→C→A)', async () => {
    const a = await create('Cycle A');
    const b = await create('Cycle B', a.id);
    const c = await create('Cycle C', b.id);

    const itself = await moveUnder(a, a.id);
    expect(itself.statusCode).toBe(422);
    expect(itself.json().errors).toEqual({ parent_id: 'A category cannot be its own parent' });

    for (const under of [b, c]) {
      const res = await moveUnder(a, under.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ parent_id: 'A category cannot be placed under one of its own subcategories' });
    }
    // Nothing changed: A is still at the top, C still two levels under it.
    expect(await fresh(a)).toMatchObject({ parent_id: null, version: a.version, path: 'Cycle A' });
    expect((await fresh(c)).path).toBe('Cycle A › Cycle B › Cycle C');

    // Under a sibling branch is fine.
    const other = await create('Cycle other');
    expect((await moveUnder(c, other.id)).statusCode).toBe(200);
  });

  // Each move locks its own row, then checks the tree: a move made at once with another that closes
  // a loop must not pass a check against the tree before that other change. Whichever way the
  // two interleave, one is refused (422, or 409 "try again" when PostgreSQL breaks a lock wait).
  it('cannot be made by two moves at once: C under B while A goes under C (B already under A)', async () => {
    const cycles = async () =>
      t.sql(`with recursive walk(start, id, steps) as (select id, parent_id, 1 from categories where parent_id is not null
        union all select w.start, c.parent_id, w.steps + 1 from walk w join categories c on c.id = w.id where c.parent_id is not null and w.steps < 50)
        select distinct start from walk where id = start`);
    for (let round = 0; round < 8; round++) {
      const a = await create(`Race A${round}`);
      const b = await create(`Race B${round}`, a.id);
      const c = await create(`Race C${round}`);
      const answers = await Promise.all([moveUnder(c, b.id), moveUnder(a, c.id)]);
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 200), answers.map((r) => r.body).join('\n')).toHaveLength(1);
      expect(codes.filter((code) => code !== 200).every((code) => code === 422 || code === 409)).toBe(true);
      expect(await cycles()).toEqual([]);
    }
  });
});
