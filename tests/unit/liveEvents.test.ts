import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyEvent, holdRecord, resourcesTouched, type LiveEvent } from '../../src/providers/liveEvents';
import { dealerCachesTouched } from '../../src/dealer/session/dealerLive';

// Issue 34 item 3: an event marks stale exactly the caches it touches.

const event = (over: Partial<LiveEvent>): LiveEvent => ({ id: 1, type: 'product.updated', collection: 'products', record_id: 5, actor: { kind: 'staff', id: 2, name: 'Sam' }, at: '2026-11-28T10:00:00Z', payload: {}, ...over });

/** A cache holding every key the staff screens read, none of it stale. */
function filledCache(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = [
    ['products', 'getList', { pagination: { page: 1, perPage: 25 } }],
    ['products', 'getOne', { id: '5' }],
    ['products', 'getOne', { id: '6' }],
    ['products', 'getMany', { ids: ['5', '6'] }],
    ['category', 'getList', {}],
    ['category', 'getOne', { id: '1' }],
    ['orders', 'getList', {}],
    ['orders', 'getOne', { id: '9' }],
    ['stock-hub', 'getList', {}],
    ['stock-levels', 'getList', {}],
    ['dashboard', 'stock'],
    ['settings'],
  ];
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

describe('a live event', () => {
  it('marks its lists and its own record stale, not the other records of its collection or other collections', async () => {
    const client = filledCache();
    await applyEvent(client, event({}));
    expect(stale(client)).toEqual(
      [
        ['products', 'getList', { pagination: { page: 1, perPage: 25 } }],
        ['products', 'getOne', { id: '5' }],
        ['products', 'getMany', { ids: ['5', '6'] }],
        ['stock-hub', 'getList', {}],
        ['dashboard', 'stock'],
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  it('reads a collection under its react-admin resource (categories are "category")', async () => {
    const client = filledCache();
    await applyEvent(client, event({ type: 'category.updated', collection: 'categories', record_id: 1 }));
    expect(stale(client)).toContain(JSON.stringify(['category', 'getOne', { id: '1' }]));
    expect(stale(client)).toContain(JSON.stringify(['products', 'getOne', { id: '6' }]));
    expect(stale(client)).not.toContain(JSON.stringify(['orders', 'getList', {}]));
  });

  it('moves the stock figures when it moves stock', () => {
    expect(resourcesTouched(event({ type: 'stock.moved', collection: 'stock-adjustments' }))).toEqual(expect.arrayContaining(['stock-adjustments', 'stock-levels', 'stock-movements', 'stock-hub', 'products', 'dashboard']));
    expect(resourcesTouched(event({ type: 'order.confirmed', collection: 'orders' }))).not.toContain('stock-levels');
  });

  it('moves the stock hub’s reserved figures when an order reserves or frees stock, not when it is only placed', () => {
    for (const type of ['order.confirmed', 'order.cancelled', 'order.dispatched']) expect(resourcesTouched(event({ type, collection: 'orders' }))).toContain('stock-hub');
    expect(resourcesTouched(event({ type: 'order.created', collection: 'orders' }))).not.toContain('stock-hub');
  });

  it('after an import, marks stale what the import kind wrote', () => {
    expect(resourcesTouched(event({ type: 'import.completed', collection: null, record_id: null, payload: { kind: 'locations' } }))).toEqual(expect.arrayContaining(['warehouse', 'rooms']));
    expect(resourcesTouched(event({ type: 'import.completed', collection: null, record_id: null, payload: { kind: 'categories' } }))).toEqual(['category', 'products']);
  });

  it('leaves a record held by an open edit form for the form to decide', async () => {
    const client = filledCache();
    const release = holdRecord('products', 5);
    await applyEvent(client, event({}));
    expect(stale(client)).not.toContain(JSON.stringify(['products', 'getOne', { id: '5' }]));
    expect(stale(client)).toContain(JSON.stringify(['products', 'getList', { pagination: { page: 1, perPage: 25 } }]));
    release();
    await applyEvent(client, event({ id: 2 }));
    expect(stale(client)).toContain(JSON.stringify(['products', 'getOne', { id: '5' }]));
  });

  it('on the dealer portal, an order event touches that order, the order list and the dashboard', () => {
    expect(dealerCachesTouched({ collection: 'orders', record_id: 7 })).toEqual(expect.arrayContaining([['dealer-pages', 'order', '7'], ['dealer-pages', 'orders'], ['dealer-pages', 'dashboard']]));
    expect(dealerCachesTouched({ collection: 'products', record_id: 3 })).toEqual([['dealer-pages', 'catalogue']]);
  });
});
