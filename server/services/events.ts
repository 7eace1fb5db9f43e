import { sql } from 'drizzle-orm';
import { EVENT_SUBJECTS, EVENT_TYPES, type EventCollection, type EventType, type RecordChange, type StreamEvent } from '../../contract/events';
import type { Db, Tx } from '../db/client';
import type { Actor } from './audit';
import { pruneHourly } from './pruning';

// DESIGN.md §5 "Events": every business change appends one event in its own transaction, through
// `appendEvent` (or the database's `event_append`, server/db/functions/events.sql, which the
// posting function calls too). The generic record writes (records.ts), the document moves
// (documents.ts) and the stock ledger (stockLedger.ts) append theirs; a custom write or action
// appends its own with `recordChanged`, `statusMoved` or `appendEvent`.

/** Where `event_append` announces a commit that wrote events (a wake-up: the events are read from the table). */
export const EVENT_CHANNEL = 'stockyard_events';

type Row = Record<string, unknown>;

export interface NewEvent {
  type: EventType;
  /** The record's API collection; for an import, the list it filled. */
  collection: string | null;
  recordId: number | null;
  actor: Actor;
  payload: Row;
}

/** Appends one event in the caller's transaction; its payload is checked (and trimmed) by the catalogue's schema. */
export async function appendEvent(tx: Tx, event: NewEvent): Promise<void> {
  const known = EVENT_TYPES[event.type];
  if (!known) throw new Error(`${event.type} is not an event type of contract/events.ts`);
  const payload = known.payload.parse(event.payload);
  const { actor } = event;
  await tx.execute(sql`select event_append(${event.type}, ${event.collection}, ${event.recordId}::int, ${actor.kind}, ${actor.id}::int, ${actor.name},
    ${JSON.stringify(payload)}::jsonb)`);
}

function subjectOf(collection: string) {
  const subject = (EVENT_SUBJECTS as Record<string, (typeof EVENT_SUBJECTS)[EventCollection]>)[collection];
  if (!subject) throw new Error(`${collection} has no event subject: add it to EVENT_SUBJECTS (contract/events.ts)`);
  return subject;
}

/** What an event of a record carries: its id and version and the catalogue's fields (`product_ids` from its lines). */
export function recordPayload(collection: string, record: Row): Row {
  const payload: Row = { id: record.id, version: record.version };
  for (const field of Object.keys(subjectOf(collection).fields)) {
    payload[field] = field === 'product_ids' ? [...new Set(((record.lines as Row[] | undefined) ?? []).map((l) => l.product_id))] : record[field];
  }
  return payload;
}

/** `<subject>.created|updated|deleted` of a record (as it is after a create or update, as it was before a delete). */
export async function recordChanged(tx: Tx, collection: string, change: RecordChange, record: Row, actor: Actor): Promise<void> {
  const type = `${subjectOf(collection).subject}.${change}` as EventType;
  await appendEvent(tx, { type, collection, recordId: record.id as number, actor, payload: recordPayload(collection, record) });
}

/** `<subject>.<status>`: a document moved to `to`; `before` is the record as it was read (its version is one less than now). */
export async function statusMoved(tx: Tx, collection: string, before: Row, to: string, actor: Actor): Promise<void> {
  const type = `${subjectOf(collection).subject}.${to}` as EventType;
  const after = { ...before, status: to, version: (before.version as number) + 1 };
  await appendEvent(tx, { type, collection, recordId: before.id as number, actor, payload: { ...recordPayload(collection, after), from: before.status } });
}

// ---- Reading. Ids are taken before commit, so they are not in commit order: a reader that went
// on from "the greatest id seen" would miss an event whose transaction took a smaller id and
// committed later. Readers go by transactions instead: a snapshot (pg_current_snapshot) says which
// transactions had committed when it was taken; what a later read sees and that snapshot did not
// is exactly what committed in between. The snapshot's text is the streams' cursor (their SSE id).

/** A snapshot's text as pg_current_snapshot() gives it: `xmin:xmax:xip,…`. */
export const CURSOR = /^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/;

const EVENT_COLUMNS = sql`e.id, e.type, e.collection, e.record_id, json_build_object('kind', e.actor_kind, 'id', e.actor_id, 'name', e.actor_name) as actor, e.at, e.payload`;

const isoAt = (rows: (Omit<StreamEvent, 'at'> & { at: string | Date })[]): StreamEvent[] => rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));

/**
 * The events that committed since `seen` (a snapshot; none: only the snapshot is taken), in id
 * order, and the snapshot they were read at: one statement, so one snapshot for both.
 */
export async function eventsSince(db: Db, seen: string | null): Promise<{ snapshot: string; events: StreamEvent[] }> {
  if (seen === null) {
    const { rows } = await db.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
    return { snapshot: rows[0].snapshot, events: [] };
  }
  const { rows } = await db.execute<{ snapshot: string; events: StreamEvent[] }>(sql`
    select pg_current_snapshot()::text as snapshot,
      coalesce((select json_agg(x order by x.id) from (select ${EVENT_COLUMNS} from events e
        where e.xid >= pg_snapshot_xmin(${seen}::pg_snapshot) and not pg_visible_in_snapshot(e.xid, ${seen}::pg_snapshot)) x), '[]'::json) as events`);
  return { snapshot: rows[0].snapshot, events: isoAt(rows[0].events) };
}

/**
 * What a stream resuming from `from` missed up to `to` (a later snapshot), in id order; null when
 * that cannot be told: `from` is no snapshot of this database, or the retention pruned events it
 * had not seen.
 */
export async function eventsBetween(db: Db, from: string, to: string): Promise<StreamEvent[] | null> {
  if (!CURSOR.test(from)) return null;
  const { rows } = await db.execute<{ usable: boolean; events: StreamEvent[] | null }>(sql`
    with bounds as (select ${from}::pg_snapshot as from_s, ${to}::pg_snapshot as to_s)
    select pg_snapshot_xmax(from_s) <= pg_snapshot_xmax(to_s)
        and not exists (select 1 from events_pruned p where p.through_xid >= pg_snapshot_xmin(from_s)) as usable,
      (select coalesce(json_agg(x order by x.id), '[]'::json) from (select ${EVENT_COLUMNS} from events e
        where e.xid >= pg_snapshot_xmin(from_s) and not pg_visible_in_snapshot(e.xid, from_s) and pg_visible_in_snapshot(e.xid, to_s)) x) as events
    from bounds`);
  return rows[0].usable ? isoAt(rows[0].events ?? []) : null;
}

const PRUNE_BATCH = 5_000;

/**
 * DESIGN.md §5: events older than the retention go, a batch at a time (short transactions,
 * short locks), remembering the newest transaction pruned. Answers how many went.
 */
export async function pruneEvents(db: Db, retentionDays: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(sql`
      with gone as (
        delete from events where id in (select id from events where at < now() - make_interval(days => ${retentionDays}) order by id limit ${PRUNE_BATCH})
        returning xid),
      noted as (
        insert into events_pruned (one, through_xid) select true, xid from gone order by xid desc limit 1
        on conflict (one) do update set through_xid = greatest(events_pruned.through_xid, excluded.through_xid))
      select count(*)::int as n from gone`);
    pruned += rows[0].n;
    if (rows[0].n < PRUNE_BATCH) return pruned;
  }
}

/** Prunes in the background of this process until the returned function is called. */
export function startEventPruning(db: Db, retentionDays: number, log?: { warn(obj: object, msg: string): void }): () => void {
  return pruneHourly('old events', () => pruneEvents(db, retentionDays), log);
}
