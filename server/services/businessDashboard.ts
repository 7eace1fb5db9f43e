import { sql } from 'drizzle-orm';
import type { OrdersDashboard } from '../../contract/orders';
import type { PurchaseOrdersDashboard } from '../../contract/purchaseOrders';
import type { Db } from '../db/client';

// The dashboard's business figures (issue 5 §6); each endpoint is behind the read permission
// of its area, so a widget only appears for users who may read it.

export async function ordersDashboard(db: Db): Promise<OrdersDashboard> {
  const [perDay, revenue, orders, workOrders] = await Promise.all([
    db.execute<{ day: string; count: number; total: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as count, coalesce(sum(o.total), 0)::float8 as total
      from generate_series(current_date - 29, current_date, interval '1 day') as d(day)
      left join orders o on o.created_at >= d.day and o.created_at < d.day + interval '1 day' and o.status <> 'cancelled'
      group by d.day order by d.day`),
    // Revenue is what was delivered or is on its way this month, by the day it was dispatched.
    db.execute<{ revenue: number }>(sql`
      select coalesce(sum(o.total), 0)::float8 as revenue from orders o
      where o.status in ('dispatched', 'delivered') and exists (select 1 from status_changes h where h.doc_type = 'order' and h.doc_id = o.id
        and h.to_status = 'dispatched' and h.at >= date_trunc('month', now()))`),
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from orders group by status`),
    db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from work_orders group by status`),
  ]);
  const counts = (rows: { status: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    orders_per_day: perDay.rows,
    revenue_this_month: revenue.rows[0].revenue,
    orders_by_status: counts(orders.rows),
    work_orders_by_status: counts(workOrders.rows),
  };
}

export async function purchaseOrdersDashboard(db: Db): Promise<PurchaseOrdersDashboard> {
  const awaiting = sql`p.status in ('ordered', 'partially_received')`;
  const [count, list] = await Promise.all([
    db.execute<{ n: number; overdue: number }>(
      sql`select count(*)::int as n, count(*) filter (where p.expected_date < current_date)::int as overdue from purchase_orders p where ${awaiting}`,
    ),
    db.execute<PurchaseOrdersDashboard['awaiting'][number]>(sql`
      select p.id, p.number, s.company_name as supplier_name, p.expected_date, p.status, p.total
      from purchase_orders p join suppliers s on s.id = p.supplier_id where ${awaiting}
      order by p.expected_date nulls last, p.id limit 10`),
  ]);
  return { awaiting_receipt: count.rows[0].n, overdue: count.rows[0].overdue, awaiting: list.rows };
}
