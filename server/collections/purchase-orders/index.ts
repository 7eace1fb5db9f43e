import { sql } from 'drizzle-orm';
import { errorBody, idParams, patchOf } from '../../../contract/api';
import {
  purchaseOrderInput,
  purchaseOrderRecord,
  purchaseOrdersDashboard as purchaseOrdersDashboardAnswer,
  purchaseOrderTransitionInput,
  receiveInput,
  receivingRacks as receivingRacksAnswer,
  reorderInput,
  reorderPreview as reorderPreviewAnswer,
  reorderQuery,
  reorderResult,
  type PurchaseOrdersDashboard,
} from '../../../contract/purchaseOrders';
import type { Database, Db } from '../../db/client';
import { needs } from '../../plugins/routeAccess';
import { createHeaders, onceHeaders, sendAction, sendCreated, staffActor, type Api, type ServerCollection } from '../../routes/collections';
import { draftReorder, reorderPreview } from './reorder';
import { createPurchaseOrder, purchaseOrderBinding, receivePurchaseOrder, receivingRacks, transitionPurchaseOrder, updatePurchaseOrder } from './rules';

// The purchase orders' server side: their binding and rules (rules.ts), the reorder proposals
// (reorder.ts), and here their own routes and their dashboard widget.

// The purchase orders widget of the dashboard (issue 5 §6), behind their read permission.
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

function purchaseOrderRoutes(app: Api, { db }: Database) {
  const po = '/api/purchase-orders';
  const write = needs('purchase-orders', 'write');
  app.get(
    '/api/dashboard/purchase-orders',
    { ...needs('purchase-orders', 'read'), schema: { summary: 'Purchase orders awaiting receipt, and the overdue ones', response: { 200: purchaseOrdersDashboardAnswer } } },
    async () => purchaseOrdersDashboard(db),
  );
  app.get(
    `${po}/reorder/proposals`,
    {
      ...needs('purchase-orders', 'read'),
      schema: {
        summary: 'Preview what to reorder, per preferred supplier, for a destination warehouse: products at or below their reorder level (changes nothing)',
        querystring: reorderQuery,
        response: { 200: reorderPreviewAnswer, 422: errorBody.describe('The warehouse does not exist') },
      },
    },
    async (request) => reorderPreview(db, request.query),
  );
  app.post(
    `${po}/reorder/drafts`,
    {
      ...write,
      schema: {
        summary: 'Draft the (edited) reorder proposals in one transaction: lines join the draft of their supplier and warehouse, or make a new one',
        headers: createHeaders,
        body: reorderInput,
        response: { 201: reorderResult },
      },
    },
    async (request, reply) => sendCreated(reply, db, request, (tx) => draftReorder(tx, request.body, staffActor(request))),
  );
  app.post(po, { ...write, schema: { summary: 'Create a draft purchase order', headers: createHeaders, body: purchaseOrderInput, response: { 201: purchaseOrderRecord } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createPurchaseOrder(tx, request.body, staffActor(request))),
  );
  app.put(`${po}/:id`, { ...write, schema: { summary: 'Change a draft, at the version read', params: idParams, body: patchOf(purchaseOrderInput), response: { 200: purchaseOrderRecord } } }, async (request) =>
    updatePurchaseOrder(db, request.params.id, request.body, staffActor(request)),
  );
  app.post(
    `${po}/:id/transition`,
    { ...write, schema: { summary: 'Order or cancel a purchase order', headers: onceHeaders, params: idParams, body: purchaseOrderTransitionInput, response: { 200: purchaseOrderRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => transitionPurchaseOrder(tx, request.params.id, request.body, staffActor(request))),
  );
  app.post(
    `${po}/:id/receive`,
    {
      ...write,
      schema: {
        summary: 'Receive goods into racks of the destination warehouse (never more than ordered)',
        headers: onceHeaders,
        params: idParams,
        body: receiveInput,
        response: { 200: purchaseOrderRecord },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => receivePurchaseOrder(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get(`${po}/:id/racks`, { ...needs('purchase-orders', 'read'), schema: { summary: 'The racks goods can be received into', params: idParams, response: { 200: receivingRacksAnswer } } }, async (request) =>
    receivingRacks(db, request.params.id),
  );
}

export const purchaseOrdersCollection: ServerCollection = { binding: purchaseOrderBinding, writes: 'custom', routes: purchaseOrderRoutes };
