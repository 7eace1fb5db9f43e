import { describe, expect, it } from 'vitest';
import { MAX_LABEL_IDS, MAX_LABELS } from '../../contract/labels';
import { isLabelCopies, isLabelLayout, labelLimitOf, productLabelsUrl, rackLabelsUrl, receivedLabels } from '../../src/resources/shared/labels/labelUrl';

const API = '/api';

/** The query of a URL as a plain object, so order does not matter. */
const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('productLabelsUrl', () => {
  it('asks for the products, the layout and the copies, commas unescaped', () => {
    const url = productLabelsUrl(API, { ids: [3, 17], layout: 'a4-3x8', copies: 2, price: false });
    expect(url).toBe('/api/labels/products.pdf?ids=3,17&layout=a4-3x8&copies=2');
  });

  it('adds price=1 only when the price is shown', () => {
    expect(paramsOf(productLabelsUrl(API, { ids: [1], layout: 'roll-62x29', copies: 1, price: true }))).toEqual({
      ids: '1',
      layout: 'roll-62x29',
      copies: '1',
      price: '1',
    });
    expect(paramsOf(productLabelsUrl(API, { ids: [1], layout: 'roll-62x29', copies: 1, price: false }))).not.toHaveProperty('price');
  });

  it('sends quantities in the order of the ids instead of copies', () => {
    const url = productLabelsUrl(API, { ids: [9, 4], layout: 'a4-3x8', copies: 1, price: false, quantities: [5, 12] });
    expect(paramsOf(url)).toEqual({ ids: '9,4', layout: 'a4-3x8', quantities: '5,12' });
  });

  it('prefixes the API base it is given', () => {
    expect(productLabelsUrl('https://api.example.com/api', { ids: [1], layout: 'a4-3x8', copies: 1, price: false })).toMatch(
      /^https:\/\/api\.example\.com\/api\/labels\/products\.pdf\?/,
    );
  });
});

describe('rackLabelsUrl', () => {
  it('names the racks, the warehouse or the room, with the layout', () => {
    expect(rackLabelsUrl(API, { ids: [5, 6] }, 'a4-3x8')).toBe('/api/labels/racks.pdf?ids=5,6&layout=a4-3x8');
    expect(rackLabelsUrl(API, { warehouse_id: 2 }, 'roll-62x29')).toBe('/api/labels/racks.pdf?warehouse_id=2&layout=roll-62x29');
    expect(rackLabelsUrl(API, { room_id: 14 }, 'a4-3x8')).toBe('/api/labels/racks.pdf?room_id=14&layout=a4-3x8');
  });
});

describe('receivedLabels', () => {
  it('sums the received quantity of each product and leaves out lines with nothing received', () => {
    const lines = [
      { product_id: 7, received: 3 },
      { product_id: 2, received: 0 },
      { product_id: 4, received: 5 },
      { product_id: 7, received: 2 },
    ];
    expect(receivedLabels(lines)).toEqual({ ids: [7, 4], quantities: [5, 5] });
  });

  it('gives nothing when nothing was received', () => {
    expect(receivedLabels([{ product_id: 1, received: 0 }])).toEqual({ ids: [], quantities: [] });
  });
});

describe('the dialog choices', () => {
  it('knows the two layouts only', () => {
    expect(isLabelLayout('a4-3x8')).toBe(true);
    expect(isLabelLayout('roll-62x29')).toBe(true);
    expect(isLabelLayout('letter')).toBe(false);
  });

  it('takes 1 to 100 whole copies', () => {
    expect([0, 1, 2.5, 100, 101, Number.NaN].map(isLabelCopies)).toEqual([false, true, false, true, false, false]);
  });

  it('says when the server would refuse: too many products, or too many labels of one', () => {
    expect(labelLimitOf([1, 2])).toBeNull();
    expect(labelLimitOf(Array.from({ length: MAX_LABEL_IDS + 1 }, (_, i) => i + 1))).toBe('app.labels.too_many_ids');
    expect(labelLimitOf([1, 2], [3, MAX_LABELS])).toBeNull();
    expect(labelLimitOf([1, 2], [3, MAX_LABELS + 1])).toBe('app.labels.too_many_labels');
  });
});
