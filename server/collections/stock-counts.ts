import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idParams, listOf, listQuery, version, type ListQueryInput } from '../../contract/api';
import {
  countInput,
  stockCountLine,
  stockCountLines as linesDef,
  stockCountPosted,
  stockCountRecord,
  stockCounts as countDef,
  stockCountSummary,
  type StockCountLine,
  type StockCountSummaryData,
} from '../../contract/stockCounts';
import { msg, type StatusName } from '../../contract/messages';
import type { Database, Db, Tx } from '../db/client';
import { stockAdjustmentLines, stockAdjustments, stockCounts, users } from '../db/schema';
import { conflict, invalid, notFound, type FieldErrors } from '../errors';
import { needs } from '../plugins/routeAccess';
import { onceHeaders, sendAction, sendList, staffActor, type Api, type ServerCollection } from '../routes/collections';
import { recordAudit, type Actor } from '../services/audit';
import { appendEvent, recordChanged, statusMoved } from '../services/events';
import { assertVersion, getRecord, touch, type CollectionBinding, type Row } from '../services/records';
import { parseListQuery } from '../services/listing/query';
import { adjustmentBinding, postAdjustmentIn } from './stock-adjustments';
import { actionDoneAt, sqlTime } from '../services/stockLedger';
import { outer } from '../services/wording';

// Issue 20 "Stocktakes". A count is a document: draft (its scope can change) → counting (its
// lines are fixed, counts come in from any number of devices) → posted (every variance written
// as one posted stock adjustment, reason count correction), or cancelled before that.
//
// The variance of a line is its count minus what was on hand *when it was counted*, and posting
// adds that variance to what is on hand *now*: stock moved between a line's count and the
// posting is neither lost nor counted twice. "When it was counted" is when the person counted
// (`done_at`, issue 35: a count may wait in an offline queue), and what was on hand then is read
// from the ledger by when each movement was done, not when it arrived: on hand now less the
// movements done after the count. Posting reads it again for every line, so a movement done
// before the count but arriving after it (another phone's queue) is not taken for a variance
// either; the count correction the posting writes is done at the posting. A line's counts apply
// in the order they were done, not the order they arrived in.

const COUNT = outer('stock_counts');
const userName = (column: string) => sql<string | null>`(select u.full_name from ${users} u where u.id = ${COUNT}.${sql.identifier(column)})`;

export const countBinding: CollectionBinding = {
  def: countDef,
  table: stockCounts,
  computed: {
    scope_path: sql<string>`(select w.code || coalesce(' / ' || r.code, '') || coalesce(' / ' || k.code, '') from warehouses w
      left join rooms r on r.id = coalesce(${COUNT}.room_id, (select room_id from racks where id = ${COUNT}.rack_id))
      left join racks k on k.id = ${COUNT}.rack_id where w.id = ${COUNT}.warehouse_id)`.as('scope_path'),
    created_by_name: userName('created_by').as('created_by_name'),
    posted_by_name: userName('posted_by').as('posted_by_name'),
    adjustment_number: sql<string | null>`(select a.number from ${stockAdjustments} a where a.id = ${COUNT}.adjustment_id)`.as('adjustment_number'),
    line_count: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${COUNT}.id)`.as('line_count'),
    counted_count: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${COUNT}.id and l.counted is not null)`.as('counted_count'),
  },
  async validate(tx, data, ctx) {
    if (ctx.current && ctx.current.status !== 'draft') throw conflict('draft_only_change', { number: ctx.current.number as string, status: ctx.current.status as StatusName });
    await checkScope(tx, data);
    const ids = [...new Set((data.product_ids as number[] | null | undefined) ?? [])];
    data.product_ids = ids.length ? ids : null;
    data.blind = data.blind ?? false;
    if (!ctx.current) data.created_by = ctx.actor.id;
  },
  async beforeDelete(_tx, record) {
    if (record.status !== 'draft') throw conflict('draft_only_delete_cancel', { number: record.number as string, status: record.status as StatusName });
  },
};

/** A list of ids as one PostgreSQL array parameter (a JS array in Drizzle's `sql` would be spread into several). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The room belongs to the warehouse, the rack to the room (or the warehouse); the products exist. */
async function checkScope(tx: Tx, data: Row): Promise<void> {
  const { rows } = await tx.execute<{ warehouse: string | null; room_warehouse: number | null; rack_room: number | null; rack_warehouse: number | null; room_path: string | null; missing: number[] }>(sql`
    select (select code from warehouses where id = ${data.warehouse_id}) as warehouse,
      (select warehouse_id from rooms where id = ${data.room_id ?? null}::int) as room_warehouse,
      (select room_id from racks where id = ${data.rack_id ?? null}::int) as rack_room,
      (select r.warehouse_id from racks k join rooms r on r.id = k.room_id where k.id = ${data.rack_id ?? null}::int) as rack_warehouse,
      (select w.code || ' / ' || r.code from rooms r join warehouses w on w.id = r.warehouse_id where r.id = ${data.room_id ?? null}::int) as room_path,
      array(select x from unnest(${intArray((data.product_ids as number[] | null) ?? [])}::int[]) x where not exists (select 1 from products p where p.id = x)) as missing`);
  const found = rows[0];
  const errors: FieldErrors = {};
  if (!found.warehouse) errors.warehouse_id = msg('warehouse_missing');
  if (data.room_id != null) {
    if (found.room_warehouse === null) errors.room_id = msg('room_missing');
    else if (found.warehouse && found.room_warehouse !== data.warehouse_id) errors.room_id = msg('room_not_in_warehouse', { warehouse: found.warehouse });
  }
  if (data.rack_id != null) {
    if (found.rack_warehouse === null) errors.rack_id = msg('rack_missing');
    else if (data.room_id != null && found.room_path && found.rack_room !== data.room_id) errors.rack_id = msg('rack_not_in_warehouse', { warehouse: found.room_path });
    else if (found.warehouse && found.rack_warehouse !== data.warehouse_id) errors.rack_id = msg('rack_not_in_warehouse', { warehouse: found.warehouse });
  }
  if (found.missing.length) errors.product_ids = msg('product_missing');
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Racks of a count's scope, as a condition on a rack alias `k` joined to its room `r`. */
const inScope = (count: Row): SQL =>
  count.rack_id != null ? sql`k.id = ${count.rack_id}` : count.room_id != null ? sql`k.room_id = ${count.room_id}` : sql`r.warehouse_id = ${count.warehouse_id}`;

const forProducts = (count: Row, column: SQL): SQL => {
  const ids = count.product_ids as number[] | null;
  return ids?.length ? sql`${column} = any(${intArray(ids)}::int[])` : sql`true`;
};

async function lockCount(tx: Tx, id: number): Promise<Row> {
  return getRecord(tx, countBinding, id, true);
}

async function setStatus(tx: Tx, current: Row, status: string, actor: Actor, extra: Record<string, unknown> = {}): Promise<Row> {
  const id = current.id as number;
  await tx
    .update(stockCounts)
    .set({ status: status as never, ...extra, ...touch })
    .where(eq(stockCounts.id, id));
  await recordAudit(tx, { collection: countDef.name, recordId: id, action: status === 'counting' ? 'start' : status === 'posted' ? 'post' : 'cancel', actor, changes: { status: [current.status, status] } });
  await statusMoved(tx, countDef.name, current, status, actor);
  return getRecord(tx, countBinding, id);
}

/** Counting starts: every product on hand in the scope (of the chosen products) becomes a line, its expected quantity what is on hand now. */
export async function startCount(tx: Tx, id: number, change: { version: number }, actor: Actor): Promise<Row> {
  const current = await lockCount(tx, id);
  if (current.status !== 'draft') throw conflict('count_start_draft', { number: current.number as string, status: current.status as StatusName });
  assertVersion(change, current);
  await tx.execute(sql`
    insert into stock_count_lines (count_id, product_id, rack_id, expected)
    select ${id}, x.product_id, x.rack_id, x.on_hand
    from stock_levels x join racks k on k.id = x.rack_id join rooms r on r.id = k.room_id
    where x.on_hand > 0 and ${inScope(current)} and ${forProducts(current, sql`x.product_id`)}
    order by x.rack_id, x.product_id`);
  return setStatus(tx, current, 'counting', actor, { started_at: sql`now()` });
}

/**
 * What a rack held of a product at `at` by the ledger: on hand now, less the movements done after
 * `at` (an offline action carries when it was done, so one done later may have arrived earlier).
 */
const onHandAt = (product: SQL, rack: SQL, at: SQL): SQL => sql`(coalesce((select x.on_hand from stock_levels x where x.product_id = ${product} and x.rack_id = ${rack}), 0)
  - coalesce((select sum(m.delta) from stock_movements m where m.product_id = ${product} and m.rack_id = ${rack} and m.done_at > ${at}), 0))::int`;

/** A line's count never passes this, whatever is added to it (the input's own limit per count). */
const MAX_LINE_COUNT = 1_000_000;

/**
 * One count of a line (DESIGN.md §5): added to the line's earlier count (scanning box after box)
 * or replacing it (a recount), and kept as an entry with who, when and the device. A product found
 * on a rack of the scope outside the lines becomes a line of its own. The count's version moves,
 * so a reviewer posting what they read is told when counts came in since.
 *
 * A line's counts apply in the order they were done (`done_at`, or now; issue 35), whatever the
 * order they arrive in from several phones' queues: its count is its latest replacing count and
 * the counts added since. What was on hand is read as of when that series began: on hand now less
 * the movements done since, so a desk move done after an offline count but sent before it is not
 * a variance (a posting of this rack in flight commits first: its row lock). Counts added keep the
 * time of the series' first: the units they add were there then, and stock moved onto the rack
 * since was not counted by anybody.
 */
export async function recordCount(tx: Tx, id: number, input: z.output<typeof countInput>, actor: Actor): Promise<StockCountLine> {
  const doneAt = sql`coalesce(${sqlTime(actionDoneAt(input.done_at))}::timestamptz, now())`;
  // Counts from many devices queue on the count's row for the few milliseconds each takes; start, post and cancel wait for them.
  const [current] = (await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for('no key update')) as Row[];
  if (!current) throw notFound('no_resource_with_id', { resource: 'stock-counts', id });
  if (current.status !== 'counting') throw conflict('count_not_counting', { number: current.number as string, status: current.status as StatusName });
  const { rows } = await tx.execute<{ in_scope: boolean | null; product: boolean; in_products: boolean; scope: string }>(sql`
    select (select ${inScope(current)} from racks k join rooms r on r.id = k.room_id where k.id = ${input.rack_id}) as in_scope,
      exists (select 1 from products where id = ${input.product_id}) as product,
      ${forProducts(current, sql`${input.product_id}::int`)} as in_products,
      (select ${countBinding.computed!.scope_path.getSQL()} from stock_counts where id = ${id}) as scope`);
  const check = rows[0];
  const errors: FieldErrors = {};
  if (check.in_scope === null) errors.rack_id = msg('rack_missing');
  else if (!check.in_scope) errors.rack_id = msg('count_rack_outside', { scope: check.scope, number: current.number as string });
  if (!check.product) errors.product_id = msg('product_missing');
  else if (!check.in_products) errors.product_id = msg('count_product_outside', { number: current.number as string });
  if (Object.keys(errors).length) throw invalid(errors);
  // A posting of this rack in flight commits first; the next statements' snapshots then see its movements too.
  await tx.execute(sql`select 1 from stock_levels where product_id = ${input.product_id} and rack_id = ${input.rack_id} for share`);
  const { rows: entry } = await tx.execute<{ id: number; line_id: number }>(sql`
    with line as (
      insert into stock_count_lines as l (count_id, product_id, rack_id, expected, added) values (${id}, ${input.product_id}, ${input.rack_id}, 0, true)
      on conflict (count_id, product_id, rack_id) do update set added = l.added
      returning l.id
    )
    insert into stock_count_entries (line_id, mode, entered, counted, counted_by, counted_by_name, device, done_at)
    select line.id, ${input.mode}, ${input.counted}, 0, ${actor.id}, ${actor.name}, ${input.device ?? null}, ${doneAt} from line
    returning id, line_id`);
  // The line from its counts in the order they were done: the latest replacing count and the counts added since.
  const { rows: written } = await tx.execute<{ counted: number }>(sql`
    with done as (
      select e.*, row_number() over (order by e.done_at, e.id) as n from stock_count_entries e where e.line_id = ${entry[0].line_id}
    ), series as (
      select * from done where n >= coalesce((select max(n) from done where mode = 'replace'), 1)
    ), latest as (
      select done_at, counted_by from done order by n desc limit 1
    ), folded as (
      select sum(entered)::int as counted, min(done_at) as as_of from series
    ), line as (
      update stock_count_lines l set counted = folded.counted, on_hand_as_of = folded.as_of,
        on_hand_at_count = ${onHandAt(sql`l.product_id`, sql`l.rack_id`, sql`folded.as_of`)}, counted_at = latest.done_at, counted_by = latest.counted_by
      from folded, latest where l.id = ${entry[0].line_id}
      returning l.counted
    )
    update stock_count_entries e set counted = line.counted from line where e.id = ${entry[0].id}
    returning e.counted`);
  if (written[0].counted > MAX_LINE_COUNT) throw invalid({ counted: msg('count_line_too_large', { n: written[0].counted, max: MAX_LINE_COUNT }) });
  await tx
    .update(stockCounts)
    .set({ ...touch })
    .where(eq(stockCounts.id, id));
  await appendEvent(tx, {
    type: 'stock_count.counted',
    collection: countDef.name,
    recordId: id,
    actor,
    payload: { id, number: current.number, product_id: input.product_id, rack_id: input.rack_id },
  });
  const [line] = (await runLines(tx, current, revealed(current, actor), { filter: { product_id: input.product_id, rack_id: input.rack_id } })).rows;
  return line;
}

/**
 * Posts every variance as one posted adjustment (reason count correction) of the count's warehouse;
 * none when every count matched. What each line had on hand when counted is read again from the
 * ledger first: a movement done before the count but sent from an offline queue after it counts.
 */
export async function postCount(tx: Tx, id: number, change: { version: number }, actor: Actor): Promise<{ stock_count: Row; adjustment: Row | null }> {
  const current = await lockCount(tx, id);
  if (current.status !== 'counting') throw conflict('count_post_counting', { number: current.number as string, status: current.status as StatusName });
  assertVersion(change, current);
  await tx.execute(sql`
    update stock_count_lines l set on_hand_at_count = ${onHandAt(sql`l.product_id`, sql`l.rack_id`, sql`l.on_hand_as_of`)}
    where l.count_id = ${id} and l.counted is not null and l.on_hand_as_of is not null`);
  const { rows: variances } = await tx.execute<{ product_id: number; rack_id: number; variance: number }>(sql`
    select product_id, rack_id, counted - on_hand_at_count as variance from stock_count_lines
    where count_id = ${id} and counted is not null and counted <> on_hand_at_count order by rack_id, product_id`);
  let adjustment: Row | null = null;
  if (variances.length) {
    const [{ id: adjustmentId }] = await tx
      .insert(stockAdjustments)
      .values({ warehouse_id: current.warehouse_id as number, reason: 'count_correction', note: `Stocktake ${current.number}`, created_by: actor.id })
      .returning({ id: stockAdjustments.id });
    // Linked before it is read, so the adjustment answers with its stocktake.
    await tx.update(stockCounts).set({ adjustment_id: adjustmentId }).where(eq(stockCounts.id, id));
    const lines = variances.map((v, i) => ({ adjustment_id: adjustmentId, line_no: i + 1, product_id: v.product_id, rack_id: v.rack_id, quantity: v.variance, reason: 'count_correction' as const }));
    for (let i = 0; i < lines.length; i += 1000) await tx.insert(stockAdjustmentLines).values(lines.slice(i, i + 1000));
    const draft = await getRecord(tx, adjustmentBinding, adjustmentId, true);
    await recordAudit(tx, { collection: 'stock-adjustments', recordId: adjustmentId, action: 'create', actor, changes: { stock_count: [null, current.number], line_count: [null, lines.length] } });
    await recordChanged(tx, 'stock-adjustments', 'created', draft, actor);
    adjustment = await postAdjustmentIn(tx, draft, actor);
  }
  const stockCount = await setStatus(tx, current, 'posted', actor, { posted_at: sql`now()`, posted_by: actor.id });
  return { stock_count: stockCount, adjustment };
}

export async function cancelCount(tx: Tx, id: number, change: { version: number }, actor: Actor): Promise<Row> {
  const current = await lockCount(tx, id);
  if (current.status !== 'draft' && current.status !== 'counting') throw conflict('no_longer_change', { number: current.number as string, status: current.status as StatusName });
  assertVersion(change, current);
  return setStatus(tx, current, 'cancelled', actor);
}

/** Whether `actor` sees a count's expected quantities: always, except a blind count being counted, whose opener alone sees them. */
const revealed = (count: Row, actor: Actor) => !count.blind || count.status !== 'counting' || count.created_by === actor.id;

export async function readCount(db: Db, id: number): Promise<Row> {
  const [count] = (await db.select().from(stockCounts).where(eq(stockCounts.id, id))) as Row[];
  if (!count) throw notFound('no_resource_with_id', { resource: 'stock-counts', id });
  return count;
}

const LINE_FROM = sql`stock_count_lines l join products p on p.id = l.product_id join racks k on k.id = l.rack_id
  join rooms r on r.id = k.room_id join warehouses w on w.id = r.warehouse_id left join users u on u.id = l.counted_by`;
const VARIANCE = sql`(l.counted - l.on_hand_at_count)`;
/** A line's counts in the order they were done: what the review shows under a line counted more than once. */
const ENTRIES = sql`(select coalesce(json_agg(json_build_object('mode', e.mode, 'entered', e.entered, 'counted', e.counted,
  'counted_by_name', e.counted_by_name, 'device', e.device, 'counted_at', e.counted_at, 'done_at', e.done_at) order by e.done_at, e.id), '[]'::json)
  from stock_count_entries e where e.line_id = l.id)`;

/** A count's lines: filtered, sorted and paged in SQL like every list. */
export async function runLines(db: Db | Tx, count: Row, reveal: boolean, query: ListQueryInput) {
  const hidden = (expr: SQL) => (reveal ? expr : sql`null::int`);
  const exprs = {
    id: sql`l.id`,
    path: sql`(w.code || ' / ' || r.code || ' / ' || k.code)`,
    sku: sql`p.sku`,
    variance: VARIANCE,
    variance_value: sql`round(${VARIANCE} * p.cost, 2)`,
    counted_at: sql`l.counted_at`,
    product_id: sql`l.product_id`,
    rack_id: sql`l.rack_id`,
  };
  const custom = {
    counted: (v: boolean) => (v ? sql`l.counted is not null` : sql`l.counted is null`),
    with_variance: (v: boolean) => (v ? sql`coalesce(${VARIANCE}, 0) <> 0` : sql`coalesce(${VARIANCE}, 0) = 0`),
  };
  const { where, orderBy, offset, limit } = parseListQuery(linesDef, query, { exprs, searchColumns: [sql`p.sku`, sql`p.name`, exprs.path] as never[], custom: custom as Record<string, (v: never) => SQL> });
  // Sorting by variance while it is hidden would tell it: the order falls back to the path.
  const order = reveal ? orderBy : [sql`${exprs.path} asc`, sql`l.id asc`];
  const condition = sql`l.count_id = ${count.id}${where ? sql` and ${where}` : sql``}`;
  const { rows } = await db.execute<StockCountLine & { total: number }>(sql`
    select l.id, l.product_id, p.sku, p.name, l.rack_id, ${exprs.path} as path, ${hidden(sql`l.expected`)} as expected, l.counted,
      ${hidden(sql`l.on_hand_at_count`)} as on_hand_at_count, ${hidden(VARIANCE)} as variance, p.cost::float8 as cost,
      ${reveal ? sql`round(${VARIANCE} * p.cost, 2)::float8` : sql`null::float8`} as variance_value, l.added,
      to_json(l.counted_at) #>> '{}' as counted_at, u.full_name as counted_by_name, ${ENTRIES} as entries, count(*) over ()::int as total
    from ${LINE_FROM} where ${condition} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`);
  const total = rows[0]?.total ?? (offset > 0 ? (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${LINE_FROM} where ${condition}`)).rows[0].n : 0);
  return { rows: rows.map(({ total: _total, ...line }) => line), total, offset };
}

export async function countLines(db: Db, id: number, actor: Actor, query: ListQueryInput) {
  const count = await readCount(db, id);
  return runLines(db, count, revealed(count, actor), query);
}

export async function countSummary(db: Db, id: number, actor: Actor): Promise<StockCountSummaryData> {
  const count = await readCount(db, id);
  const reveal = revealed(count, actor);
  const { rows } = await db.execute<Omit<StockCountSummaryData, 'revealed'>>(sql`
    select count(*)::int as lines, count(l.counted)::int as counted, (count(*) - count(l.counted))::int as uncounted,
      count(*) filter (where ${VARIANCE} <> 0)::int as with_variance, coalesce(sum(${VARIANCE}), 0)::int as variance_quantity,
      coalesce(sum(round(${VARIANCE} * p.cost, 2)), 0)::float8 as variance_value,
      coalesce(sum(round(${VARIANCE} * p.cost, 2)) filter (where ${VARIANCE} < 0), 0)::float8 as shortage_value,
      coalesce(sum(round(${VARIANCE} * p.cost, 2)) filter (where ${VARIANCE} > 0), 0)::float8 as surplus_value
    from stock_count_lines l join products p on p.id = l.product_id where l.count_id = ${id}`);
  const s = rows[0];
  if (reveal) return { ...s, revealed: true };
  return { lines: s.lines, counted: s.counted, uncounted: s.uncounted, with_variance: null, variance_quantity: null, variance_value: null, shortage_value: null, surplus_value: null, revealed: false };
}

const versionOnly = z.object({ version });

function stockCountRoutes(app: Api, { db }: Database) {
  const base = '/api/stock-counts';
  const read = needs('stock-counts', 'read');
  const write = needs('stock-counts', 'write');
  app.post(
    `${base}/:id/start`,
    { ...write, schema: { headers: onceHeaders, summary: 'Start counting a draft: every product on hand in its scope becomes a line, expecting what is on hand now', params: idParams, body: versionOnly, response: { 200: stockCountRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => startCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/counts`,
    {
      ...write,
      schema: {
        summary: 'Record one line’s count, added to the earlier one or replacing it, and kept with who, when and the device (any number of devices at once); a product found outside the lines on a rack of the scope is added',
        headers: onceHeaders,
        params: idParams,
        body: countInput,
        response: { 200: stockCountLine },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => recordCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/post`,
    {
      ...write,
      schema: {
        summary: 'Post a count: every variance (count − on hand when counted) as one posted stock adjustment, reason count correction; lines not counted change nothing',
        headers: onceHeaders,
        params: idParams,
        body: versionOnly,
        response: { 200: stockCountPosted },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => postCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/cancel`,
    { ...write, schema: { headers: onceHeaders, summary: 'Cancel a draft or a count being counted; nothing is posted', params: idParams, body: versionOnly, response: { 200: stockCountRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => cancelCount(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get(
    `${base}/:id/lines`,
    {
      ...read,
      schema: { summary: 'A count’s lines (a blind count hides expected quantities from its counters)', params: idParams, querystring: listQuery(linesDef), response: { 200: listOf(stockCountLine) } },
    },
    async (request, reply) => sendList(reply, 'stock-count-lines', await countLines(db, request.params.id, staffActor(request), request.query)),
  );
  app.get(
    `${base}/:id/summary`,
    { ...read, schema: { summary: 'A count’s totals: lines counted and not, variance in quantity and value', params: idParams, response: { 200: stockCountSummary } } },
    async (request) => countSummary(db, request.params.id, staffActor(request)),
  );
}

export const stockCountsCollection: ServerCollection = { binding: countBinding, routes: stockCountRoutes };
