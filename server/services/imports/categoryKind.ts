import { sql } from 'drizzle-orm';
import { categoryInput } from '../../../contract/categories';
import { msg, type Said } from '../../../contract/messages';
import { categories as categoriesTable } from '../../db/schema';
import { zodFieldErrors } from '../../errors';
import { diff, type Changes } from '../audit';
import { auditRows, drawIds, insertRows, updateRows } from './bulk';
import { echoed, type ImportRow, type ImportSession, type KindHandler, type Plan } from './engine';

// Categories by name (unique); the parent by name or path, or from the row's own path, which must
// exist or come earlier in the file. Issue 32: a check of categories cost 2.3 ms a row, one row at
// a time, each written and rolled back so that the next could find it. The rows are now checked
// 500 at a time against what the file has said so far (the tree as the file leaves it), so that a
// check writes nothing, and a commit writes each batch in three statements.

type Row = Record<string, unknown>;

const FIELDS = ['name', 'parent_id', 'description'] as const;

/** The names of a category path ("Brakes › Pads" → Brakes, Pads); `>` and `/` separate too. */
const pathNames = (path: string) =>
  path
    .split(/\s*(?:›|>|\/)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The last name of a category path ("Brakes › Pads" → "Pads"). */
export const lastName = (path: unknown) => (typeof path === 'string' ? (pathNames(path).at(-1) ?? null) : null);

const lower = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null);

/** A category as the import sees it: stored, or made by a row of the file (its id known once written). */
interface CategoryNode {
  id: number | null;
  /** Its parent as the file leaves it, once a row placed it or the database was asked; undefined until then. */
  parent?: CategoryNode | null;
}

interface CategoryPlan extends Plan {
  node?: CategoryNode;
  before?: Row;
  data?: Row;
  /** Where the row places the category; undefined leaves it where it is. */
  parent?: CategoryNode | null;
}

/** What one import knows of the category tree: the categories its rows named so far, and those it met in the database. */
class CategoryTree {
  /** Each name of a row so far (lower case): a later row may name it as its parent. */
  readonly named = new Map<string, CategoryNode>();
  private readonly stored = new Map<number, CategoryNode>();
  /** The commit holds the tree's lock (as every move of a category does) from its first move on. */
  locked = false;

  node(id: number): CategoryNode {
    let node = this.stored.get(id);
    if (!node) this.stored.set(id, (node = { id }));
    return node;
  }

  made(node: CategoryNode, id: number): void {
    node.id = id;
    this.stored.set(id, node);
  }

  /** Whether `parent` is `id` or under it, in the tree as the file leaves it. */
  async isUnder(s: ImportSession, parent: CategoryNode, id: number): Promise<boolean> {
    const seen = new Set<CategoryNode>();
    for (let node: CategoryNode | null = parent; node && !seen.has(node); node = await this.parentOf(s, node)) {
      if (node.id === id) return true;
      seen.add(node);
    }
    return false;
  }

  private async parentOf(s: ImportSession, node: CategoryNode): Promise<CategoryNode | null> {
    if (node.parent === undefined) {
      const { rows } = node.id === null ? { rows: [] } : await s.tx.execute<{ parent_id: number | null }>(sql`select parent_id from categories where id = ${node.id}`);
      node.parent = rows[0]?.parent_id ? this.node(rows[0].parent_id) : null;
    }
    return node.parent;
  }
}

/** A category row may give only its path: its name is the path's last name. */
const withName = (values: Row) => ({ ...values, name: values.name ?? lastName(values.path) });

/** The parent a row names: by name or path, or the row's own path; null for the top level; undefined when it names none. */
function parentNameOf(values: Row): string | undefined {
  if (typeof values.parent === 'string') return lastName(values.parent) ?? undefined;
  return typeof values.path === 'string' && pathNames(values.path).length > 1 ? pathNames(values.path).at(-2) : undefined;
}

const parentField = (s: ImportSession) => (s.given.has('parent') ? 'parent' : s.given.has('path') ? 'path' : 'parent_id');

/** The stored categories a batch names (by its rows' names and parents' names) or gives the id of. */
async function storedCategories(s: ImportSession, tree: CategoryTree, rows: ImportRow[]) {
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const { values } of rows) {
    const name = lower(values.name);
    if (name) names.add(name);
    const parent = lower(parentNameOf(values));
    if (parent && !tree.named.has(parent)) names.add(parent);
    if (typeof values.parent_id === 'number') ids.add(values.parent_id);
  }
  const byName = new Map<string, Row>();
  const byId = new Map<number, Row>();
  if (!names.size && !ids.size) return { byName, byId };
  const { rows: found } = await s.tx.execute<Row>(sql`
    select id, name, parent_id, description, lower(name) as key from categories
    where lower(name) = any(${sql.param([...names])}::text[]) or id = any(${sql.param([...ids])}::int[])`);
  for (const row of found) {
    byName.set(row.key as string, row);
    byId.set(row.id as number, row);
  }
  return { byName, byId };
}

async function planCategories(s: ImportSession, rows: ImportRow[]): Promise<CategoryPlan[]> {
  const tree = s.memo.get('categories') as CategoryTree;
  for (const row of rows) row.values = withName(row.values);
  const stored = await storedCategories(s, tree, rows);
  const plans: CategoryPlan[] = [];
  for (const row of rows) plans.push(await planCategory(s, tree, stored, row));
  return plans;
}

async function planCategory(s: ImportSession, tree: CategoryTree, stored: Awaited<ReturnType<typeof storedCategories>>, row: ImportRow): Promise<CategoryPlan> {
  const { values } = row;
  const fail = (field: string, message: Said): CategoryPlan => {
    if (!row.errors.some((e) => e.field === field)) row.errors.push({ field, message });
    return { row, action: null };
  };
  const key = lower(values.name);
  if (!key) return fail('name', msg('required'));
  const before = stored.byName.get(key);
  const node = before ? tree.node(before.id as number) : (tree.named.get(key) ?? { id: null });
  // Named, even when refused: its children are then not refused for want of it.
  if (!tree.named.has(key)) tree.named.set(key, node);

  let parent: CategoryNode | null | undefined;
  const parentName = parentNameOf(values);
  if (parentName !== undefined) {
    const wanted = parentName.toLowerCase();
    parent = tree.named.get(wanted) ?? (stored.byName.has(wanted) ? tree.node(stored.byName.get(wanted)!.id as number) : undefined);
    if (!parent) return fail(parentField(s), msg('import_no_parent', { name: echoed(parentName) }));
  } else if (s.given.has('parent') || (s.given.has('path') && typeof values.path === 'string')) parent = null;
  else if (s.given.has('parent_id')) {
    const id = values.parent_id as number | null;
    if (id !== null && !stored.byId.has(id)) return fail('parent_id', msg('parent_category_missing'));
    parent = id === null ? null : tree.node(id);
  }
  if (parent && parent === node) return fail(parentField(s), msg('category_own_parent'));

  if (!before && s.mode === 'update') return fail('name', msg('import_no_category_name'));
  if (before && s.mode === 'create') return row.errors.length ? { row, action: null } : { row, action: 'unchanged', node };

  const input: Row = { name: values.name };
  if (s.given.has('description')) input.description = values.description;
  const candidate = before ? { name: before.name, description: before.description, ...input } : input;
  if (parent) {
    if (parent.id !== null) candidate.parent_id = parent.id;
  } else if (parent === null) candidate.parent_id = null;
  const parsed = categoryInput.safeParse(candidate);
  if (!parsed.success) for (const [field, message] of Object.entries(zodFieldErrors(parsed.error))) fail(field === 'parent_id' ? parentField(s) : field, message);
  if (row.errors.length || !parsed.success) return { row, action: null };

  const moved = parent !== undefined && (parent === null ? (before?.parent_id ?? null) !== null : parent.id === null || parent.id !== before?.parent_id);
  if (before && moved && parent) {
    if (s.writing && !tree.locked) {
      await s.tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockyard.category-tree'))`);
      tree.locked = true;
    }
    if (await tree.isUnder(s, parent, before.id as number)) return fail(parentField(s), msg('category_cycle'));
  }
  if (parent !== undefined) node.parent = parent;
  const data: Row = { name: parsed.data.name, description: parsed.data.description ?? null, parent_id: before?.parent_id ?? null };
  if (!before) return { row, action: 'create', node, data, parent };
  const changed = moved || data.name !== before.name || (data.description ?? null) !== (before.description ?? null);
  return { row, action: changed ? 'update' : 'unchanged', node, before, data, parent };
}

async function writeCategories(s: ImportSession, plans: CategoryPlan[]): Promise<void> {
  const tree = s.memo.get('categories') as CategoryTree;
  const creates = plans.filter((p) => p.action === 'create');
  const updates = plans.filter((p) => p.action === 'update');
  const ids = await drawIds(s.tx, categoriesTable, creates.length);
  creates.forEach((p, i) => tree.made(p.node!, ids[i]));
  // A parent made earlier in this batch has its id only now.
  const dataOf = (p: CategoryPlan) => ({ ...p.data!, parent_id: p.parent === undefined ? p.data!.parent_id : (p.parent?.id ?? null) });
  await insertRows(s.tx, categoriesTable, [...FIELDS], creates.map(dataOf), ids);
  await updateRows(
    s.tx,
    categoriesTable,
    [...FIELDS],
    updates.map((p) => ({ ...dataOf(p), id: p.before!.id as number })),
  );
  const stamp: Changes = { import: [null, s.source] };
  const before = (p: CategoryPlan) => Object.fromEntries(FIELDS.map((f) => [f, p.before![f] ?? null]));
  await auditRows(s.tx, 'categories', 'import', s.actor, [
    ...creates.map((p, i) => ({ id: ids[i], changes: { ...diff(null, dataOf(p)), ...stamp } })),
    ...updates.map((p) => ({ id: p.before!.id as number, changes: { ...diff(before(p), dataOf(p)), ...stamp } })),
  ]);
}

export const categoryKind: KindHandler<CategoryPlan> = {
  keyColumns: ['name', 'path'],
  keyField: 'name',
  batchSize: 500,
  keyOf: (values) => lower(withName(values).name),
  async plan(s, rows) {
    if (!s.memo.has('categories')) s.memo.set('categories', new CategoryTree());
    return planCategories(s, rows);
  },
  write: writeCategories,
};
