import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_KINDS, XLSX_TYPE } from '../../contract/imports';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import {
  canCommit,
  contentTypeOf,
  elapsedSeconds,
  fieldLabelKey,
  importQueryString,
  mapOfColumns,
  missingFields,
  newImportId,
  previewFields,
  rowsPerSecond,
} from '../../src/resources/shared/import/importPlan';

/** The message a dotted key names, or undefined. */
const messageAt = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

const report = (overrides = {}) => ({
  rows: 3,
  create: 2,
  update: 1,
  unchanged: 0,
  errors: [],
  error_count: 0,
  rejected_rows: 0,
  columns: [],
  preview: [],
  committed: false,
  ...overrides,
});

describe('import field labels', () => {
  it('name every field of every kind in English and French', () => {
    const unlabelled = IMPORT_KINDS.flatMap((kind) =>
      IMPORT_FIELDS[kind]
        .map((field) => fieldLabelKey(kind, field.name))
        .filter((key) => typeof messageAt(en, key) !== 'string' || typeof messageAt(fr, key) !== 'string'),
    );
    expect(unlabelled).toEqual([]);
  });

  it('use the list’s own label where it fits and the import’s where it does not', () => {
    expect(fieldLabelKey('products', 'dealer_price')).toBe('resources.products.fields.dealer_price');
    expect(fieldLabelKey('prices', 'cost')).toBe('resources.products.fields.cost');
    expect(fieldLabelKey('products', 'category')).toBe('app.imports.fields.products.category');
    expect(fieldLabelKey('locations', 'code')).toBe('app.imports.fields.locations.code');
    expect(fieldLabelKey('categories', 'name')).toBe('resources.category.fields.name');
  });

  it('give each kind a title and a menu name in both languages', () => {
    for (const kind of IMPORT_KINDS) {
      for (const messages of [en, fr]) {
        expect(typeof messageAt(messages, `app.imports.title.${kind}`)).toBe('string');
        expect(typeof messageAt(messages, `app.imports.kinds.${kind}`)).toBe('string');
      }
    }
  });
});

describe('column mapping', () => {
  const columns = [
    { header: 'Référence', field: 'sku' },
    { header: 'Désignation', field: 'name' },
    { header: 'Notes internes', field: null },
  ];

  it('maps every header, a column left out as ""', () => {
    expect(mapOfColumns(columns)).toEqual({ Référence: 'sku', Désignation: 'name', 'Notes internes': '' });
  });

  it('says which required fields no column gives when records are created', () => {
    const missing = missingFields('products', 'upsert', mapOfColumns(columns)).map((field) => field.name);
    expect(missing).toEqual(['dealer_price', 'cost']);
    expect(missingFields('products', 'create', mapOfColumns(columns)).map((field) => field.name)).toEqual(['dealer_price', 'cost']);
  });

  it('asks only for the key when records are only updated', () => {
    expect(missingFields('products', 'update', mapOfColumns(columns))).toEqual([]);
    expect(missingFields('prices', 'update', { Prix: 'dealer_price' }).map((field) => field.name)).toEqual(['sku']);
  });

  it('takes a full path for the key where the kind has one', () => {
    expect(missingFields('categories', 'upsert', { Chemin: 'path' })).toEqual([]);
    expect(missingFields('locations', 'create', { Emplacement: 'path' })).toEqual([]);
    expect(missingFields('categories', 'upsert', { Description: 'description' }).map((field) => field.name)).toEqual(['name']);
  });

  it('previews the mapped fields in the kind’s order', () => {
    const fields = previewFields('products', [{ header: 'Nom', field: 'name' }, { header: 'Ref', field: 'sku' }, { header: 'X', field: null }]);
    expect(fields.map((field) => field.name)).toEqual(['sku', 'name']);
  });
});

describe('committing a check', () => {
  it('is offered with no error and something to write', () => {
    expect(canCommit(report())).toBe(true);
    expect(canCommit(report({ create: 0, update: 1, unchanged: 2 }))).toBe(true);
  });

  it('is not offered with errors, with nothing to write, or once committed', () => {
    expect(canCommit(report({ error_count: 1 }))).toBe(false);
    expect(canCommit(report({ create: 0, update: 0, unchanged: 3 }))).toBe(false);
    expect(canCommit(report({ committed: true }))).toBe(false);
  });
});

describe('the import request', () => {
  it('sends a workbook or a CSV file with its type, whatever the browser says', () => {
    expect(contentTypeOf({ name: 'Produits.XLSX', type: '' })).toBe(XLSX_TYPE);
    expect(contentTypeOf({ name: 'products.csv', type: 'application/vnd.ms-excel' })).toBe('text/csv');
    expect(contentTypeOf({ name: 'products.txt', type: 'text/plain' })).toBe('text/plain');
  });

  it('puts the mode, the dry run, the mapping as JSON and the file name in the query', () => {
    const query = new URLSearchParams(importQueryString({ mode: 'create', dryRun: true, map: { Prix: 'dealer_price', Notes: '' }, name: 'prix été.csv' }));
    expect(query.get('mode')).toBe('create');
    expect(query.get('dry_run')).toBe('1');
    expect(query.has('rejected')).toBe(false);
    expect(JSON.parse(query.get('map')!)).toEqual({ Prix: 'dealer_price', Notes: '' });
    expect(query.get('name')).toBe('prix été.csv');
  });

  it('leaves out the dry run to commit, and the mapping when the server matches headers itself', () => {
    const query = new URLSearchParams(importQueryString({ mode: 'upsert', dryRun: false, map: null, name: 'a.csv' }));
    expect(query.has('dry_run')).toBe(false);
    expect(query.has('map')).toBe(false);
  });

  it('asks for the rejected rows with dry_run and rejected', () => {
    const query = new URLSearchParams(importQueryString({ mode: 'upsert', dryRun: true, rejected: true, map: null, name: 'a.csv' }));
    expect([query.get('dry_run'), query.get('rejected')]).toEqual(['1', '1']);
  });

  it('names each request with a fresh id', () => {
    const id = newImportId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newImportId()).not.toBe(id);
  });
});

describe('progress figures', () => {
  it('gives whole rows per second and seconds to a tenth', () => {
    expect(rowsPerSecond({ rows: 12_345, elapsed_ms: 3_011, done: false })).toBe(4_100);
    expect(elapsedSeconds({ rows: 12_345, elapsed_ms: 3_011, done: false })).toBe(3);
    expect(elapsedSeconds({ rows: 1, elapsed_ms: 1_250, done: false })).toBe(1.3);
  });

  it('gives no rate before any time has passed', () => {
    expect(rowsPerSecond({ rows: 0, elapsed_ms: 0, done: false })).toBe(0);
  });
});
