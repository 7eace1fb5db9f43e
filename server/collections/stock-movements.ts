import { sql } from 'drizzle-orm';
import type { ListQueryInput } from '../../contract/api';
import { stockMovements } from '../../contract/stock';
import type { Database } from '../db/client';
import { registerSqlList, type Api, type ServerCollection } from '../routes/collections';
import { sqlList, type SqlList } from '../services/listing/sqlList';
import { LOCATION_JOINS, RACK_PATH } from './stock-levels';

// The stock ledger (DESIGN.md §6 "Stock hub"): every movement, newest first, read-only.

export function stockMovementList(query: ListQueryInput): SqlList {
  const exprs = { id: sql`x.id`, product_id: sql`x.product_id`, rack_id: sql`x.rack_id`, warehouse_id: sql`r.warehouse_id`, kind: sql`x.kind`, created_at: sql`x.created_at`, done_at: sql`x.done_at` };
  const select = sql`x.id, x.product_id, x.rack_id, ${RACK_PATH} as path, x.delta, x.balance_after, x.kind, x.source_type, x.source_id, x.source_label, x.actor_name,
    to_json(x.created_at) #>> '{}' as created_at, to_json(x.done_at) #>> '{}' as done_at`;
  return sqlList(stockMovements, query, exprs, { select, from: sql`stock_movements x ${LOCATION_JOINS}`, base: sql`true`, bounded: true });
}

const stockMovementRoutes = (app: Api, database: Database) => registerSqlList(app, database, stockMovements, 'The stock ledger, newest first', stockMovementList);

export const stockMovementsCollection: ServerCollection = { routes: stockMovementRoutes };
