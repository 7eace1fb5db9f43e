import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { allow } from '../plugins/access';
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
} from '../services/dealerPortal';
import { withIdempotency } from '../services/idempotency';
import { recordId, sendList } from './collections';

/** DESIGN.md §5 "Auth (dealers)": the portal's endpoints, each scoped to the signed-in dealer. */
export async function dealerPortalRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const dealer = allow('dealer');
  const dealerId = (request: { dealer: { dealerId: number } | null }) => request.dealer!.dealerId;

  app.put('/api/dealer/profile', dealer, async (request) => updateDealerProfile(db, dealerId(request), request.body));
  app.post('/api/dealer/password', dealer, async (request) => changeDealerPassword(db, request.dealer!, request.body, request.ip));
  app.get('/api/dealer/settings', dealer, async () => dealerSettings(db));
  app.get('/api/dealer/categories', dealer, async () => catalogueCategories(db));
  app.get('/api/dealer/catalogue', dealer, async (request, reply) => sendList(reply, 'catalogue', await catalogue(db, request.query as Record<string, unknown>)));
  app.get('/api/dealer/dashboard', dealer, async (request) => dealerDashboard(db, dealerId(request)));
  app.get('/api/dealer/orders', dealer, async (request, reply) =>
    sendList(reply, 'orders', await ownOrders(db, dealerId(request), request.query as Record<string, unknown>)),
  );
  app.get('/api/dealer/orders/:id', dealer, async (request) => ownOrder(db, dealerId(request), recordId(request)));
  app.post('/api/dealer/orders', dealer, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const answer = await withIdempotency(
      db,
      { principal: `dealer:${dealerId(request)}`, key: Array.isArray(key) ? key[0] : key, method: 'POST', path: '/api/dealer/orders', body: request.body },
      async (tx) => ({ statusCode: 201, body: await submitDealerOrder(tx, dealerId(request), request.body) }),
    );
    return reply.status(answer.statusCode).send(answer.body);
  });
}
