import { errorBody, idParams, patchOf } from '../../contract/api';
import { orderInput, ordersDashboard as ordersDashboardAnswer, orderRecord, orderTransitionInput, pickOptions as pickOptionsAnswer } from '../../contract/orders';
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
} from '../../contract/purchaseOrders';
import { settingsInput, settingsRecord } from '../../contract/settings';
import {
  JOB_CARD_ACTIONS,
  jobCardActionInput,
  jobCardPartInput,
  jobCardRecord,
  partOptions as partOptionsAnswer,
  partOptionsQuery,
  staffDirectory as staffDirectoryAnswer,
  workOrderRecord,
  workOrderTransitionInput,
  type JobCardAction,
} from '../../contract/workshop';
import type { Database } from '../db/client';
import { allow, needs } from '../plugins/access';
import { ordersDashboard, purchaseOrdersDashboard } from '../services/businessDashboard';
import { jobCardAction, partOptions, recordPart } from '../services/jobCards';
import { createStaffOrder, pickOptions, transitionOrder, updateOrder } from '../services/orders';
import { createPurchaseOrder, receivePurchaseOrder, receivingRacks, transitionPurchaseOrder, updatePurchaseOrder } from '../services/purchaseOrders';
import { draftReorder, reorderPreview } from '../services/reorder';
import { getSettings, updateSettings } from '../services/settings';
import { staffDirectory, transitionWorkOrder } from '../services/workOrders';
import { createHeaders, onceHeaders, sendAction, sendCreated, staffActor, type Api } from './collections';

// DESIGN.md §5/§6: the business documents' own routes beside their generic ones (list, read,
// history, export, delete: server/routes/collections.ts), the settings and the dashboard figures.

export function settingsRoutes(app: Api, { db }: Database) {
  app.get('/api/settings', { ...allow('staff'), schema: { summary: 'The business settings: tax rate, currency and the company header of printed documents', response: { 200: settingsRecord } } }, async () =>
    getSettings(db),
  );
  app.put(
    '/api/settings',
    { ...needs('settings', 'write'), schema: { summary: 'Change the business settings (the fields given), at the version read', body: patchOf(settingsInput), response: { 200: settingsRecord } } },
    async (request) => updateSettings(db, request.body, staffActor(request)),
  );
}

export function orderRoutes(app: Api, { db }: Database) {
  const write = needs('orders', 'write');
  app.get('/api/dashboard/orders', { ...needs('orders', 'read'), schema: { summary: 'Orders per day, revenue this month, orders and work orders by status', response: { 200: ordersDashboardAnswer } } }, async () =>
    ordersDashboard(db),
  );
  app.post('/api/orders', { ...write, schema: { summary: 'Place an order for a dealer (pending; prices copied from the products)', headers: createHeaders, body: orderInput, response: { 201: orderRecord } } }, async (request, reply) =>
    sendCreated(reply, db, request, (tx) => createStaffOrder(tx, request.body, staffActor(request))),
  );
  app.put('/api/orders/:id', { ...write, schema: { summary: 'Change a pending order, at the version read', params: idParams, body: patchOf(orderInput), response: { 200: orderRecord } } }, async (request) =>
    updateOrder(db, request.params.id, request.body, staffActor(request)),
  );
  app.post(
    '/api/orders/:id/transition',
    {
      ...write,
      schema: {
        summary: 'Move an order: confirming reserves stock (within the credit limit), dispatching picks from racks, cancelling releases',
        headers: onceHeaders,
        params: idParams,
        body: orderTransitionInput,
        response: { 200: orderRecord },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => transitionOrder(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get('/api/orders/:id/pick-options', { ...needs('orders', 'read'), schema: { summary: 'The racks holding each line’s product, most stock first', params: idParams, response: { 200: pickOptionsAnswer } } }, async (request) =>
    pickOptions(db, request.params.id),
  );
}

export function purchaseOrderRoutes(app: Api, { db }: Database) {
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

export function workOrderRoutes(app: Api, { db }: Database) {
  app.get('/api/work-orders/assignees', { ...needs('work-orders', 'read'), schema: { summary: 'Active staff a work order can be assigned to', response: { 200: staffDirectoryAnswer } } }, async () =>
    staffDirectory(db),
  );
  app.post(
    '/api/work-orders/:id/transition',
    {
      ...needs('work-orders', 'write'),
      schema: {
        summary: 'Move a work order (completed only when all its job cards are done)',
        headers: onceHeaders,
        params: idParams,
        body: workOrderTransitionInput,
        response: { 200: workOrderRecord },
      },
    },
    async (request, reply) => sendAction(reply, db, request, (tx) => transitionWorkOrder(tx, request.params.id, request.body, staffActor(request))),
  );
}

const ACTION_SUMMARY: Record<JobCardAction, string> = {
  start: 'Start work: in progress, and a time log opens',
  pause: 'Put on hold: the running time log stops',
  resume: 'Resume work: in progress again, and a time log opens',
  finish: 'Finish: done, and the running time log stops',
};

export function jobCardRoutes(app: Api, { db }: Database) {
  const write = needs('job-cards', 'write');
  app.get('/api/job-cards/technicians', { ...needs('job-cards', 'read'), schema: { summary: 'Active staff a job card can be given to', response: { 200: staffDirectoryAnswer } } }, async () =>
    staffDirectory(db),
  );
  for (const action of Object.keys(JOB_CARD_ACTIONS) as JobCardAction[]) {
    app.post(
      `/api/job-cards/:id/${action}`,
      { ...write, schema: { summary: ACTION_SUMMARY[action], headers: onceHeaders, params: idParams, body: jobCardActionInput, response: { 200: jobCardRecord } } },
      async (request, reply) => sendAction(reply, db, request, (tx) => jobCardAction(tx, request.params.id, action, request.body, staffActor(request))),
    );
  }
  app.post(
    '/api/job-cards/:id/parts',
    { ...write, schema: { summary: 'Record a part used (taken from a rack) or returned', headers: onceHeaders, params: idParams, body: jobCardPartInput, response: { 200: jobCardRecord } } },
    async (request, reply) => sendAction(reply, db, request, (tx) => recordPart(tx, request.params.id, request.body, staffActor(request))),
  );
  app.get(
    '/api/job-cards/:id/part-options',
    { ...needs('job-cards', 'read'), schema: { summary: 'Stocked products and racks matching a search, for the part picker', params: idParams, querystring: partOptionsQuery, response: { 200: partOptionsAnswer } } },
    async (request) => partOptions(db, request.params.id, request.query.q),
  );
}
