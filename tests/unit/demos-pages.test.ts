import { describe, expect, it } from 'vitest';
import { arcPath, niceCeil, sliceAngles, stackTotals, ticks } from '../../src/demos/pages/charts/scale';
import { isValidDate, isValidTime, maskCardNumber, maskDate, maskNumber, maskPhone, maskTime, unmaskNumber } from '../../src/demos/pages/forms/masks';
import { invoiceHtml, invoiceTotals, INVOICES, linesReducer, VAT_RATE, type InvoiceLine } from '../../src/demos/pages/invoice/invoice';
import { filterRows, nextSort, paginate, queryRows, sortRows } from '../../src/demos/pages/tables/dataTable';
import { EMPLOYEES } from '../../src/demos/pages/tables/employees';

describe('input masks (SPEC.md §5)', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(maskNumber('1234567')).toBe('1,234,567');
    expect(maskNumber('1234567.891')).toBe('1,234,567.89');
    expect(maskNumber('abc12x34')).toBe('1,234');
    expect(maskNumber('0007')).toBe('7');
    expect(maskNumber('.5')).toBe('0.5');
    expect(maskNumber('-9876')).toBe('-9,876');
    expect(maskNumber('12.5', 0)).toBe('12');
    expect(maskNumber('')).toBe('');
    expect(unmaskNumber('1,234,567.89')).toBe(1234567.89);
    expect(unmaskNumber('')).toBeNull();
  });

  it('masks dates as DD/MM/YYYY while typing and checks real days', () => {
    expect(maskDate('3')).toBe('3');
    expect(maskDate('310')).toBe('31/0');
    expect(maskDate('31122025')).toBe('31/12/2025');
    expect(maskDate('31/12/2025999')).toBe('31/12/2025');
    expect(isValidDate('29/02/2024')).toBe(true);
    expect(isValidDate('29/02/2025')).toBe(false);
    expect(isValidDate('31/04/2025')).toBe(false);
    expect(isValidDate('1/1/2025')).toBe(false);
  });

  it('masks times as HH:MM and checks the range', () => {
    expect(maskTime('9')).toBe('9');
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('09:305')).toBe('09:30');
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
  });

  it('formats Australian phone numbers by default (SPEC.md §9) and international ones after +', () => {
    expect(maskPhone('0412345678')).toBe('0412 345 678');
    expect(maskPhone('04123456789999')).toBe('0412 345 678');
    expect(maskPhone('0298765432')).toBe('(02) 9876 5432');
    expect(maskPhone('02')).toBe('(02)');
    expect(maskPhone('+61412345678')).toBe('+61 412 345 678');
    expect(maskPhone('+33612345678')).toBe('+33 612 345 678');
  });

  it('groups card numbers 4-4-4-4 and stops at 16 digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111-1111-11')).toBe('4111 1111 11');
    expect(maskCardNumber('41111111111111112222')).toBe('4111 1111 1111 1111');
  });
});

describe('data table query', () => {
  const rows = [
    { id: 1, name: 'Zoe', age: 30 },
    { id: 2, name: 'adam', age: 9 },
    { id: 3, name: 'Mia', age: 30 },
    { id: 4, name: 'Item 10', age: 100 },
    { id: 5, name: 'Item 9', age: 41 },
  ];

  it('filters on any column, ignoring case and surrounding spaces', () => {
    expect(filterRows(rows, ' ADAM ').map((row) => row.id)).toEqual([2]);
    expect(filterRows(rows, '30').map((row) => row.id)).toEqual([1, 3]);
    expect(filterRows(rows, '')).toHaveLength(5);
    expect(filterRows(rows, 'nobody')).toEqual([]);
  });

  it('sorts numbers by value and text naturally, keeping ties in order', () => {
    expect(sortRows(rows, 'age', 'asc').map((row) => row.id)).toEqual([2, 1, 3, 5, 4]);
    expect(sortRows(rows, 'age', 'desc').map((row) => row.id)).toEqual([4, 5, 1, 3, 2]);
    expect(sortRows(rows, 'name', 'asc').map((row) => row.name)).toEqual(['adam', 'Item 9', 'Item 10', 'Mia', 'Zoe']);
  });

  it('cuts pages and brings a page past the end back to the last one', () => {
    expect(paginate(rows, 0, 2)).toEqual({ rows: rows.slice(0, 2), total: 5, page: 0 });
    expect(paginate(rows, 2, 2).rows).toEqual([rows[4]]);
    expect(paginate(rows, 9, 2).page).toBe(2);
    expect(paginate([], 3, 10)).toEqual({ rows: [], total: 0, page: 0 });
  });

  it('filters, sorts and pages the 100 sample employees together', () => {
    expect(EMPLOYEES).toHaveLength(100);
    const result = queryRows(EMPLOYEES, { filter: 'sydney', sort: 'salary', order: 'desc', page: 0, perPage: 5 });
    const sydney = EMPLOYEES.filter((row) => row.office === 'Sydney' || JSON.stringify(row).toLowerCase().includes('sydney'));
    expect(result.total).toBe(sydney.length);
    expect(result.rows).toHaveLength(5);
    expect(result.rows.map((row) => row.salary)).toEqual([...result.rows.map((row) => row.salary)].sort((a, b) => b - a));
  });

  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'age')).toEqual({ sort: 'age', order: 'asc' });
    expect(nextSort({ sort: 'age', order: 'asc' }, 'age')).toEqual({ sort: 'age', order: 'desc' });
    expect(nextSort({ sort: 'age', order: 'desc' }, 'age')).toEqual({ sort: 'age', order: 'asc' });
  });
});

describe('demo invoice (SPEC.md §9: VAT 3.5 %)', () => {
  const lines: InvoiceLine[] = [
    { id: 1, description: 'Brake pads', quantity: 4, price: 8950 },
    { id: 2, description: 'Labour', quantity: 6, price: 7500 },
  ];

  it('charges 3.5 % VAT on the subtotal, rounded to the cent', () => {
    expect(VAT_RATE).toBe(0.035);
    expect(invoiceTotals(lines)).toEqual({ subtotal: 80800, vat: 2828, total: 83628 });
    expect(invoiceTotals([{ id: 1, description: 'x', quantity: 1, price: 1000 }])).toEqual({ subtotal: 1000, vat: 35, total: 1035 });
    expect(invoiceTotals([{ id: 1, description: 'x', quantity: 1, price: 10 }]).vat).toBe(0);
    expect(invoiceTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 });
  });

  it('adds, updates and removes line items, never below zero', () => {
    const added = linesReducer(lines, { type: 'add' });
    expect(added[2]).toEqual({ id: 3, description: '', quantity: 1, price: 0 });
    const updated = linesReducer(added, { type: 'update', id: 3, changes: { description: 'Oil', quantity: -2, price: 1250 } });
    expect(updated[2]).toEqual({ id: 3, description: 'Oil', quantity: 0, price: 1250 });
    expect(linesReducer(updated, { type: 'remove', id: 1 }).map((line) => line.id)).toEqual([2, 3]);
    expect(linesReducer([], { type: 'add' })[0].id).toBe(1);
  });

  it('downloads as a standalone HTML document with escaped text and the VAT line', () => {
    const html = invoiceHtml({ ...INVOICES[0], note: '<script>alert(1)</script>' });
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('VAT (3.5%)');
    expect(html).not.toContain('<script>');
  });
});

describe('chart scales', () => {
  it('rounds maxima to nice values and spaces ticks evenly', () => {
    expect(niceCeil(87)).toBe(100);
    expect(niceCeil(180)).toBe(200);
    expect(niceCeil(2100)).toBe(2500);
    expect(niceCeil(0)).toBe(1);
    expect(ticks(87)).toEqual([0, 25, 50, 75, 100]);
  });

  it('splits a circle in proportion and sums stacks', () => {
    const angles = sliceAngles([1, 1, 2]);
    expect(angles[2].end).toBeCloseTo(Math.PI * 2);
    expect(angles[1].start).toBeCloseTo(Math.PI / 2);
    expect(sliceAngles([0, 0]).every(({ start, end }) => start === end)).toBe(true);
    expect(stackTotals([[1, 2], [3, 4]])).toEqual([4, 6]);
    expect(arcPath(50, 50, 40, 0, 0, Math.PI * 2)).toMatch(/^M50\.00,50\.00 L/);
  });
});
