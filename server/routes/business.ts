import type { FastifyInstance } from 'fastify';
import { JOB_CARD_ACTIONS, type JobCardAction } from '../../contract/workshop';
import type { Database } from '../db/client';
import { allow, needs } from '../plugins/access';
import { ordersDashboard, purchaseOrdersDashboard } from '../services/businessDashboard';
import { jobCardAction, jobCardBinding, partOptions, recordPart } from '../services/jobCards';
import { createStaffOrder, orderBinding, pickOptions, transitionOrder, updateOrder } from '../services/orders';
import {
  createPurchaseOrder,
  purchaseOrderBinding,
  receivePurchaseOrder,
  receivingRacks,
  suggestReorder,
  transitionPurchaseOrder,
  updatePurchaseOrder,
} from '../services/purchaseOrders';
import { getSettings, updateSettings } from '../services/settings';
import { staffDirectory, transitionWorkOrder, workOrderBinding } from '../services/workOrders';
import { recordId, registerCollection, sendCreated, staffActor } from './collections';

/** The business documents' collections: their list/get/history/export routes are the generic ones. */
export const BUSINESS_COLLECTIONS = [orderBinding, purchaseOrderBinding, workOrderBinding, jobCardBinding];

/** DESIGN.md §5/§6: orders, purchase orders, work orders, job cards, their actions, settings and dashboard figures. */
export async function businessRoutes(app: FastifyInstance, opts: { database: Database }) {
  const { database } = opts;
  const { db } = database;
  app.get('/api/settings', allow('staff'), async () => getSettings(db));
  app.put('/api/settings', needs('orders', 'write'), async (request) => updateSettings(db, request.body, staffActor(request)));

  // Orders
  app.get('/api/dashboard/orders', needs('orders', 'read'), async () => ordersDashboard(db));
  registerCollection(app, database, orderBinding, { customWrites: true });
  app.post('/api/orders', needs('orders', 'write'), async (request, reply) =>
    sendCreated(reply, db, request, '/api/orders', (tx) => createStaffOrder(tx, request.body, staffActor(request))),
  );
  app.put('/api/orders/:id', needs('orders', 'write'), async (request) => updateOrder(db, recordId(request), request.body, staffActor(request)));
  app.post('/api/orders/:id/transition', needs('orders', 'write'), async (request) => transitionOrder(db, recordId(request), request.body, staffActor(request)));
  app.get('/api/orders/:id/pick-options', needs('orders', 'read'), async (request) => pickOptions(db, recordId(request)));

  // Purchase orders
  const po = '/api/purchase-orders';
  app.get('/api/dashboard/purchase-orders', needs('purchase-orders', 'read'), async () => purchaseOrdersDashboard(db));
  // Static paths before the collection's /:id routes.
  app.post(`${po}/suggest`, needs('purchase-orders', 'write'), async (request) => db.transaction((tx) => suggestReorder(tx, request.body, staffActor(request))));
  registerCollection(app, database, purchaseOrderBinding, { customWrites: true });
  app.post(po, needs('purchase-orders', 'write'), async (request, reply) =>
    sendCreated(reply, db, request, po, (tx) => createPurchaseOrder(tx, request.body, staffActor(request))),
  );
  app.put(`${po}/:id`, needs('purchase-orders', 'write'), async (request) => updatePurchaseOrder(db, recordId(request), request.body, staffActor(request)));
  app.post(`${po}/:id/transition`, needs('purchase-orders', 'write'), async (request) =>
    transitionPurchaseOrder(db, recordId(request), request.body, staffActor(request)),
  );
  app.post(`${po}/:id/receive`, needs('purchase-orders', 'write'), async (request) => receivePurchaseOrder(db, recordId(request), request.body, staffActor(request)));
  app.get(`${po}/:id/racks`, needs('purchase-orders', 'read'), async (request) => receivingRacks(db, recordId(request)));

  // Work orders
  app.get('/api/work-orders/assignees', needs('work-orders', 'read'), async () => staffDirectory(db));
  registerCollection(app, database, workOrderBinding);
  app.post('/api/work-orders/:id/transition', needs('work-orders', 'write'), async (request) =>
    transitionWorkOrder(db, recordId(request), request.body, staffActor(request)),
  );

  // Job cards
  app.get('/api/job-cards/technicians', needs('job-cards', 'read'), async () => staffDirectory(db));
  registerCollection(app, database, jobCardBinding);
  for (const action of Object.keys(JOB_CARD_ACTIONS) as JobCardAction[]) {
    app.post(`/api/job-cards/:id/${action}`, needs('job-cards', 'write'), async (request) => jobCardAction(db, recordId(request), action, request.body, staffActor(request)));
  }
  app.post('/api/job-cards/:id/parts', needs('job-cards', 'write'), async (request) => recordPart(db, recordId(request), request.body, staffActor(request)));
  app.get('/api/job-cards/:id/part-options', needs('job-cards', 'read'), async (request) =>
    partOptions(db, recordId(request), (request.query as { q?: unknown }).q),
  );

}
