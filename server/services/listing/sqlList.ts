import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQueryInput } from '../../../contract/api';
import type { CollectionDef } from '../../../contract/collection';
import type { Db } from '../../db/client';
import { boundedTotal, countCap, parseListQuery, type Expressions } from './query';

// A list written in SQL (the stock hub's lists over the ledger's tables): filtered, sorted and
// paged like every other list, its total bounded when the rows grow without end.

export interface SqlList {
  rows: SQL;
  /** The same rows, every page: what the CSV export streams. */
  all: SQL;
  count: SQL;
  offset: number;
  /** Set when the count is bounded (see COUNT_LOOKAHEAD): a count reaching it is a lower bound. */
  cap?: number;
}

/** With `bounded`, the total is counted only COUNT_LOOKAHEAD rows past the page (the ledger's lists grow without end). */
export function sqlList(
  def: CollectionDef,
  query: ListQueryInput,
  exprs: Expressions,
  parts: { select: SQL; from: SQL; base: SQL; bounded: boolean },
  custom?: Record<string, (v: never) => SQL>,
): SqlList {
  const { select, from, base } = parts;
  const searchColumns = def.searchFields.map((field) => exprs[field] as AnyPgColumn);
  const { where, orderBy, offset, limit } = parseListQuery(def, query, { exprs, searchColumns, custom });
  const condition = and(base, where) ?? sql`true`;
  const all = sql`select ${select} from ${from} where ${condition} order by ${sql.join(orderBy, sql`, `)}`;
  const cap = parts.bounded ? countCap(offset, limit) : undefined;
  return {
    rows: sql`${all} limit ${limit} offset ${offset}`,
    all,
    count:
      cap === undefined
        ? sql`select count(*)::int as total from ${from} where ${condition}`
        : sql`select count(*)::int as total from (select 1 from ${from} where ${condition} limit ${cap}) matches`,
    offset,
    cap,
  };
}

export async function runList(db: Db, list: SqlList) {
  const [rows, count] = await Promise.all([db.execute(list.rows), db.execute<{ total: number }>(list.count)]);
  return { rows: rows.rows, offset: list.offset, ...boundedTotal(count.rows[0].total, list.cap) };
}
