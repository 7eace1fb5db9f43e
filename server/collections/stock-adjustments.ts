import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParams, version } from '../../contract/api';
import { stockAdjustmentInput, stockAdjustmentRecord, stockAdjustments as adjustmentDef, transferInput, type StockAdjustment } from '../../contract/stock';
import type { AuditLine } from '../../contract/access';
import { msg, type StatusName } from '../../contract/messages';
import type { Database, Db, Tx } from '../db/client';
import { racks, rooms, stockAdjustmentLines, stockAdjustments, users } from '../db/schema';
import { AppError, conflict, invalid, pgErrorOf, type FieldErrors } from '../errors';
import { needs } from '../plugins/routeAccess';
import { createHeaders, onceHeaders, sendAction, sendCreated, staffActor, type Api, type ServerCollection } from '../routes/collections';
import { diff, recordAudit, type Actor } from '../services/audit';
import { recordChanged, statusMoved } from '../services/events';
import { assertVersion, getRecord, readRecord, touch, type CollectionBinding, type Row } from '../services/records';
import { postingGroups, SHORT_LINE } from '../services/postingGroups';
import { actionDoneAt, insufficientStock, sqlTime } from '../services/stockLedger';
import { outer } from '../services/wording';

// DESIGN.md §6 "Stock adjustments": draft → posted (or cancelled); posting applies every line
// in one transaction, all or nothing; a posted adjustment is read-only.

const nameOf = (column: 'created_by' | 'posted_by') =>
  sql<string | null>`(select u.full_name from ${users} u where u.id = ${outer('stock_adjustments')}.${sql.identifier(column)})`;

export const adjustmentBinding: CollectionBinding = {
  def: adjustmentDef,
  table: stockAdjustments,
  computed: {
    created_by_name: nameOf('created_by').as('created_by_name'),
    posted_by_name: nameOf('posted_by').as('posted_by_name'),
    line_count: sql<number>`(select count(*)::int from ${stockAdjustmentLines} l where l.adjustment_id = ${outer('stock_adjustments')}.id)`.as('line_count'),
    stock_count_id: sql<number | null>`(select c.id from stock_counts c where c.adjustment_id = ${outer('stock_adjustments')}.id)`.as('stock_count_id'),
    stock_count_number: sql<string | null>`(select c.number from stock_counts c where c.adjustment_id = ${outer('stock_adjustments')}.id)`.as('stock_count_number'),
    lines: sql<unknown[]>`(select coalesce(json_agg(json_build_object('id', l.id, 'line_no', l.line_no, 'product_id', l.product_id,
      'rack_id', l.rack_id, 'quantity', l.quantity, 'reason', l.reason) order by l.line_no), '[]'::json)
      from ${stockAdjustmentLines} l where l.adjustment_id = ${outer('stock_adjustments')}.id)`.as('lines'),
  },
  async beforeDelete(_tx, record) {
    if (record.status !== 'draft') throw conflict('draft_only_delete', { number: record.number as string, status: record.status as StatusName });
  },
};

type Input = z.output<typeof stockAdjustmentInput>;

/** Each line's rack must be in the adjustment's warehouse (a transfer's lines may span two). */
async function checkLines(tx: Tx, input: Input): Promise<void> {
  const rackIds = [...new Set(input.lines.map((l) => l.rack_id))];
  const found = await tx.select({ id: racks.id, warehouse_id: rooms.warehouse_id }).from(racks).innerJoin(rooms, eq(rooms.id, racks.room_id)).where(inArray(racks.id, rackIds));
  const warehouseOf = new Map(found.map((r) => [r.id, r.warehouse_id]));
  const productIds = [...new Set(input.lines.map((l) => l.product_id))];
  const { rows } = await tx.execute<{ id: number }>(sql`select id from products where id in ${sql`(${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`}`);
  const products = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  input.lines.forEach((line, i) => {
    if (!products.has(line.product_id)) errors[`lines.${i}.product_id`] = msg('product_missing');
    const warehouse = warehouseOf.get(line.rack_id);
    if (warehouse === undefined) errors[`lines.${i}.rack_id`] = msg('rack_missing');
    else if (input.reason !== 'transfer' && warehouse !== input.warehouse_id) errors[`lines.${i}.rack_id`] = msg('rack_not_in_adjustment_warehouse');
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

async function writeLines(tx: Tx, id: number, input: Input): Promise<void> {
  await tx.delete(stockAdjustmentLines).where(eq(stockAdjustmentLines.adjustment_id, id));
  await tx.insert(stockAdjustmentLines).values(
    input.lines.map((l, i) => ({ adjustment_id: id, line_no: i + 1, product_id: l.product_id, rack_id: l.rack_id, quantity: l.quantity, reason: (l.reason ?? null) as never })),
  );
}

/** What an adjustment's audit entry compares: its lines as lists of ids (the history names them), computed fields left out. */
const auditable = (row: Row) => ({
  ...row,
  lines: (row.lines as StockAdjustment['lines']).map((l): AuditLine => ({ product_id: l.product_id, rack_id: l.rack_id, quantity: l.quantity, reason: l.reason })),
  line_count: undefined,
  stock_count_id: undefined,
  stock_count_number: undefined,
  created_by_name: undefined,
  posted_by_name: undefined,
});

export async function createAdjustment(tx: Tx, input: Input, actor: Actor): Promise<Row> {
  await checkLines(tx, input);
  const [{ id }] = await tx
    .insert(stockAdjustments)
    .values({ warehouse_id: input.warehouse_id, reason: input.reason as never, note: input.note ?? null, created_by: actor.id })
    .returning({ id: stockAdjustments.id });
  await writeLines(tx, id, input);
  const created = await getRecord(tx, adjustmentBinding, id);
  await recordAudit(tx, { collection: adjustmentDef.name, recordId: id, action: 'create', actor, changes: diff(null, auditable(created)) });
  await recordChanged(tx, adjustmentDef.name, 'created', created, actor);
  return created;
}

async function lockDraft(tx: Tx, id: number, change: { version: number }): Promise<Row> {
  const current = await getRecord(tx, adjustmentBinding, id, true);
  assertDraft(current, change);
  return current;
}

function assertDraft(current: Row, change: { version: number }): void {
  if (current.status !== 'draft') throw conflict('adjustment_no_longer_change', { number: current.number as string, status: current.status as StatusName });
  assertVersion(change, current);
}

/** A draft's whole new content (header and lines), at the version it was read. */
export async function updateAdjustment(db: Db, id: number, input: Input & { version: number }, actor: Actor): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await lockDraft(tx, id, input);
    await checkLines(tx, input);
    await tx
      .update(stockAdjustments)
      .set({ warehouse_id: input.warehouse_id, reason: input.reason as never, note: input.note ?? null, ...touch })
      .where(eq(stockAdjustments.id, id));
    await writeLines(tx, id, input);
    const updated = await getRecord(tx, adjustmentBinding, id);
    await recordAudit(tx, { collection: adjustmentDef.name, recordId: id, action: 'update', actor, changes: diff(auditable(current), auditable(updated)) });
    await recordChanged(tx, adjustmentDef.name, 'updated', updated, actor);
    return updated;
  });
}

/**
 * Posts a draft at the version it was read. Issue 21: the draft is read first (no lock), then the
 * posting joins the process's posting groups (postingGroups.ts): one database call for all the
 * postings that arrive together — each draft becomes posted, its audit entry is written and its
 * lines go through the ledger — so a hot rack's row is held only while the database works and
 * flushes. The answer is the draft as read with what posting changed; a version check in the
 * call makes sure nothing else changed in between. A posting that turns out not to be a draft at
 * that version takes the slow path, which says why.
 */
export async function postAdjustment(db: Db, id: number, change: { version: number }, actor: Actor): Promise<Row> {
  const draft = await readRecord(db, adjustmentBinding, id);
  assertDraft(draft, change);
  const outcome = await postingGroups(db).post({ id, version: change.version, actor });
  if (outcome.state === 'posted') {
    const at = stockAdjustments.posted_at.mapFromDriverValue(outcome.at);
    return { ...draft, status: 'posted', posted_at: at, posted_by: actor.id, posted_by_name: actor.name, version: draft.version as number + 1, updated_at: at };
  }
  if (outcome.state === 'short') {
    const refusal = await lineRefusal(db, id, outcome.lineNo, actor);
    if (refusal) throw refusal;
    // Still a draft after the refusal, so its lines may have been edited since: its version says so.
    await db.transaction((tx) => lockDraft(tx, id, { version: draft.version as number }));
    throw conflict('stale_version');
  }
  await db.transaction((tx) => lockDraft(tx, id, change));
  throw new Error(`stock adjustment ${id} could not be posted`);
}

/**
 * The refusal of a line its rack could not cover, in the ledger's words (naming the line when the
 * adjustment has several to tell apart); none if the draft has no such line any more.
 */
async function lineRefusal(db: Db | Tx, id: number, lineNo: number, actor: Actor, named = true): Promise<AppError | undefined> {
  const [line] = await db.select().from(stockAdjustmentLines).where(and(eq(stockAdjustmentLines.adjustment_id, id), eq(stockAdjustmentLines.line_no, lineNo)));
  if (!line) return undefined;
  const refused = await insufficientStock(db, { productId: line.product_id, rackId: line.rack_id, delta: line.quantity, kind: 'adjustment', actor });
  return named ? conflict('line_failed', { line: line.line_no, message: refused.reason }) : new AppError(409, refused.reason);
}

/**
 * Posts a locked draft inside the caller's transaction (an import or a stocktake posts the
 * adjustment it made), through the same database function as the groups, in a savepoint so a
 * refused line can still be worded before the caller's transaction gives up.
 */
export async function postAdjustmentIn(tx: Tx, current: Row, actor: Actor, { namedLines = true, doneAt = null as Date | null } = {}): Promise<Row> {
  const id = current.id as number;
  let posted: boolean;
  try {
    const { rows } = await tx.transaction((savepoint) =>
      savepoint.execute<{ posted: boolean }>(
        sql`select stock_post_adjustment(${id}::int, ${current.version as number}::int, ${adjustmentDef.name}, ${actor.kind}, ${actor.id}::int, ${actor.name}, ${sqlTime(doneAt)}::timestamptz) as posted`,
      ),
    );
    posted = rows[0].posted;
  } catch (err) {
    const pg = pgErrorOf(err) as { code: string; detail?: string } | undefined;
    if (pg?.code === SHORT_LINE) throw (await lineRefusal(tx, id, Number(pg.detail), actor, namedLines)) ?? err;
    throw err;
  }
  if (!posted) throw new Error(`stock adjustment ${id} was locked as a draft at version ${current.version} and still not posted`);
  return getRecord(tx, adjustmentBinding, id);
}

export async function cancelAdjustment(tx: Tx, id: number, change: { version: number }, actor: Actor): Promise<Row> {
  const current = await lockDraft(tx, id, change);
  await tx
    .update(stockAdjustments)
    .set({ status: 'cancelled', ...touch })
    .where(and(eq(stockAdjustments.id, id)));
  await recordAudit(tx, { collection: adjustmentDef.name, recordId: id, action: 'cancel', actor, changes: { status: ['draft', 'cancelled'] } });
  await statusMoved(tx, adjustmentDef.name, current, 'cancelled', actor);
  return getRecord(tx, adjustmentBinding, id);
}

/**
 * A draft posted in the caller's transaction (a post that carries an Idempotency-Key: the key and
 * the posting commit together, so a repeat answers the first posting).
 */
export async function postDraft(tx: Tx, id: number, change: { version: number }, actor: Actor): Promise<Row> {
  return postAdjustmentIn(tx, await lockDraft(tx, id, change), actor);
}

/**
 * A transfer is one adjustment with a − line and a + line (DESIGN.md §6). A move (`post`) is made
 * and posted in the caller's one transaction (DESIGN.md §5, floor actions): a refusal leaves no
 * draft behind, and nothing else can see the draft before it is posted. Its movements are done
 * when the move's `done_at` says (one sent from an offline queue).
 */
export async function createTransfer(tx: Tx, t: z.output<typeof transferInput>, actor: Actor): Promise<Row> {
  const doneAt = actionDoneAt(t.done_at);
  const draft = await draftTransfer(tx, t, actor);
  return t.post ? postAdjustmentIn(tx, draft, actor, { namedLines: false, doneAt }) : draft;
}

async function draftTransfer(tx: Tx, t: z.output<typeof transferInput>, actor: Actor): Promise<Row> {
  const [from] = await tx.select({ warehouse_id: rooms.warehouse_id }).from(racks).innerJoin(rooms, eq(rooms.id, racks.room_id)).where(eq(racks.id, t.from_rack_id));
  if (!from) throw invalid({ from_rack_id: msg('rack_missing') });
  return createAdjustment(
    tx,
    {
      warehouse_id: from.warehouse_id,
      reason: 'transfer',
      note: t.note ?? null,
      lines: [
        { product_id: t.product_id, rack_id: t.from_rack_id, quantity: -t.quantity, reason: 'transfer' },
        { product_id: t.product_id, rack_id: t.to_rack_id, quantity: t.quantity, reason: 'transfer' },
      ],
    },
    actor,
  ).catch((err) => {
    const errors = (err as { errors?: FieldErrors }).errors;
    if (errors?.['lines.1.rack_id']) throw invalid({ to_rack_id: errors['lines.1.rack_id'] });
    if (errors?.['lines.0.product_id']) throw invalid({ product_id: errors['lines.0.product_id'] });
    throw err;
  });
}

const versionOnly = z.object({ version });

function stockAdjustmentRoutes(app: Api, { db }: Database) {
  const base = '/api/stock-adjustments';
  const write = needs('stock-adjustments', 'write');
  app.post(
    `${base}/transfer`,
    {
      ...write,
      schema: {
        summary: 'A transfer: one adjustment with a − line on the source rack and a + line on the destination; drafted, or (post: true) moved at once in one transaction',
        headers: onceHeaders,
        body: transferInput,
        response: { 201: stockAdjustmentRecord },
      },
    },
    async (request, reply) => sendCreated(reply, db, request, (tx) => createTransfer(tx, request.body, staffActor(request))),
  );
  app.post(base, { ...write, schema: { summary: 'Create a draft adjustment', headers: createHeaders, body: stockAdjustmentInput, response: { 201: stockAdjustmentRecord } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createAdjustment(tx, request.body, staffActor(request))),
  );
  app.put(
    `${base}/:id`,
    {
      ...write,
      schema: { summary: 'Replace a draft’s content (header and lines), at the version read', params: idParams, body: stockAdjustmentInput.extend({ version }), response: { 200: stockAdjustmentRecord } },
    },
    async (request) => updateAdjustment(db, request.params.id, request.body, staffActor(request)),
  );
  app.post(
    `${base}/:id/post`,
    {
      ...write,
      schema: {
        summary: 'Post a draft: every line through the stock ledger in one transaction, all or nothing',
        headers: onceHeaders,
        params: idParams,
        body: versionOnly,
        response: { 200: stockAdjustmentRecord },
      },
    },
    // With a key, the posting commits with it; without one, it joins the process's posting groups.
    async (request, reply) =>
      request.headers['idempotency-key'] === undefined
        ? postAdjustment(db, request.params.id, request.body, staffActor(request))
        : sendAction(reply, db, request, (tx) => postDraft(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${base}/:id/cancel`,
    { ...write, schema: { summary: 'Cancel a draft', headers: onceHeaders, params: idParams, body: versionOnly, response: { 200: stockAdjustmentRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => cancelAdjustment(tx, request.params.id, request.body, staffActor(request))),
  );
}

export const stockAdjustmentsCollection: ServerCollection = { binding: adjustmentBinding, writes: 'custom', routes: stockAdjustmentRoutes };
