import { errorBody, idParams, listOf, listQuery, messageAnswer } from '../../contract/api';
import {
  catalogueCategories as catalogueCategoriesAnswer,
  catalogueItem,
  dealerCatalogue,
  dealerDashboard as dealerDashboardAnswer,
  dealerOrderRecord,
  dealerOrderRow,
  dealerOrders,
  dealerPasswordInput,
  dealerProfile as dealerProfileAnswer,
  dealerProfileInput,
} from '../../contract/dealerPortal';
import { dealerOrderInput } from '../../contract/orders';
import { dealerSettings as dealerSettingsAnswer } from '../../contract/settings';
import type { Database } from '../db/client';
import { allow } from '../plugins/routeAccess';
import {
  catalogue,
  catalogueCategories,
  changeDealerPassword,
  dealerDashboard,
  dealerSettings,
  ownOrder,
  ownOrders,
  submitDealerOrder,
  updateDealerProfile,
} from './portal';
import { dealerProfile } from '../services/sessions';
import { createHeaders, sendCreated, sendList, type Api } from '../routes/collections';

/** DESIGN.md §5 "Auth (dealers)": the portal's endpoints, each scoped to the signed-in dealer. */
export function dealerPortalRoutes(app: Api, { db }: Database) {
  const dealer = allow('dealer');
  const dealerId = (request: { dealer: { dealerId: number } | null }) => request.dealer!.dealerId;

  app.get('/api/dealer/profile', { ...dealer, schema: { summary: 'The signed-in dealer', response: { 200: dealerProfileAnswer } } }, async (request) => dealerProfile(db, dealerId(request)));
  app.put(
    '/api/dealer/profile',
    { ...dealer, schema: { summary: 'Change the dealer’s contact person, phone, address, mail language or order mails (the fields given), at the version read', body: dealerProfileInput, response: { 200: dealerProfileAnswer } } },
    async (request) => updateDealerProfile(db, dealerId(request), request.body),
  );
  app.post(
    '/api/dealer/password',
    {
      ...dealer,
      schema: { summary: 'Change the portal password; the dealer’s other sessions end', body: dealerPasswordInput, response: { 200: messageAnswer, 429: errorBody.describe('Too many wrong passwords: wait and try again') } },
    },
    async (request) => changeDealerPassword(db, request.dealer!, request.body, request.ip),
  );
  app.get('/api/dealer/settings', { ...dealer, schema: { summary: 'The company header, the tax rate orders are placed with and the currency amounts are shown in', response: { 200: dealerSettingsAnswer } } }, async () => dealerSettings(db));
  app.get('/api/dealer/categories', { ...dealer, schema: { summary: 'The catalogue’s categories', response: { 200: catalogueCategoriesAnswer } } }, async () => catalogueCategories(db));
  app.get(
    '/api/dealer/catalogue',
    { ...dealer, schema: { summary: 'Active products at the dealer price, with what is available now (never the cost)', querystring: listQuery(dealerCatalogue), response: { 200: listOf(catalogueItem) } } },
    async (request, reply) => sendList(reply, 'catalogue', await catalogue(db, request.query)),
  );
  app.get('/api/dealer/dashboard', { ...dealer, schema: { summary: 'Open orders, spend, recent orders and workshop progress', response: { 200: dealerDashboardAnswer } } }, async (request) =>
    dealerDashboard(db, dealerId(request)),
  );
  app.get(
    '/api/dealer/orders',
    { ...dealer, schema: { summary: 'The dealer’s own orders', querystring: listQuery(dealerOrders), response: { 200: listOf(dealerOrderRow) } } },
    async (request, reply) => sendList(reply, 'orders', await ownOrders(db, dealerId(request), request.query)),
  );
  app.get('/api/dealer/orders/:id', { ...dealer, schema: { summary: 'One of the dealer’s own orders (another dealer’s is 404)', params: idParams, response: { 200: dealerOrderRecord } } }, async (request) =>
    ownOrder(db, dealerId(request), request.params.id),
  );
  app.post(
    '/api/dealer/orders',
    {
      ...dealer,
      schema: {
        summary: 'Place an order: each line within what is available, the order within the credit limit',
        headers: createHeaders,
        body: dealerOrderInput,
        response: { 201: dealerOrderRecord },
      },
    },
    async (request, reply) => sendCreated(reply, db, request, (tx) => submitDealerOrder(tx, dealerId(request), request.body)),
  );
}
