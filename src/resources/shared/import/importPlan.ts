// DESIGN.md §5 "Imports": what the import dialog decides without asking the server — how the
// columns are mapped, what the file lacks, which labels name the fields, how fast it reads.
import {
  IMPORT_FIELDS,
  IMPORT_TARGETS,
  XLSX_TYPE,
  type ImportField,
  type ImportKind,
  type ImportMode,
  type ImportProgress,
  type ImportReport,
} from '../../../../contract/imports';

/** Each header of the file and the field it is read as; '' leaves the column out. */
export type ColumnMap = Record<string, string>;

export const mapOfColumns = (columns: ImportReport['columns']): ColumnMap =>
  Object.fromEntries(columns.map(({ header, field }) => [header, field ?? '']));

/** The file's columns have the headers `headers`, in that order. */
export const sameHeaders = (columns: ImportReport['columns'], headers: readonly string[]) =>
  columns.length === headers.length && columns.every((column, i) => column.header === headers[i]);

/**
 * The required fields no column is read as: the key (each kind lists it first; a full path,
 * where the kind has one, names the record by itself) and, unless records are only updated,
 * the fields a new record needs. A hint: the server's check decides.
 */
export function missingFields(kind: ImportKind, mode: ImportMode, map: ColumnMap): ImportField[] {
  const mapped = new Set(Object.values(map));
  const [key, ...others] = IMPORT_FIELDS[kind];
  const keyGiven = mapped.has(key.name) || (others.some((field) => field.name === 'path') && mapped.has('path'));
  const needed = mode === 'update' ? [] : others.filter((field) => field.required && !mapped.has(field.name));
  return keyGiven ? needed : [key, ...needed];
}

/** The fields the preview shows: those a column is read as, in the kind's order. */
export function previewFields(kind: ImportKind, columns: ImportReport['columns']): ImportField[] {
  const mapped = new Set(columns.map((column) => column.field));
  return IMPORT_FIELDS[kind].filter((field) => mapped.has(field.name));
}

/** A check may be committed: no error and something to write. */
export const canCommit = (report: ImportReport) => !report.committed && report.error_count === 0 && report.create + report.update > 0;

/**
 * Fields an import names that the list's own labels do not fit: a path or an ID beside the
 * record it names, and the codes of the warehouse, room and rack a location row describes.
 */
const IMPORT_ONLY_LABELS: Record<ImportKind, readonly string[]> = {
  products: ['category', 'category_id', 'preferred_supplier', 'preferred_supplier_id'],
  categories: ['path', 'parent', 'parent_id'],
  suppliers: [],
  dealers: [],
  locations: ['warehouse_code', 'warehouse_name', 'room_code', 'room_name', 'code', 'name', 'path'],
  'opening-stock': ['sku', 'rack', 'quantity'],
  prices: [],
};

/** The i18n key of a field's label: the list's own label, or the import's where it has none that fits. */
export const fieldLabelKey = (kind: ImportKind, field: string) =>
  IMPORT_ONLY_LABELS[kind].includes(field) ? `app.imports.fields.${kind}.${field}` : `resources.${IMPORT_TARGETS[kind].resource}.fields.${field}`;

/** The body's type, as the API tells a workbook from a CSV file; by name, since browsers often give none. */
export function contentTypeOf(file: { name: string; type: string }): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  if (name.endsWith('.csv')) return 'text/csv';
  return file.type || 'application/octet-stream';
}

export interface ImportQuery {
  mode: ImportMode;
  dryRun: boolean;
  map: ColumnMap | null;
  name: string;
  rejected?: boolean;
}

/** The query of POST /api/imports/<kind>; no map lets the server match the headers by name. */
export function importQueryString({ mode, dryRun, map, name, rejected = false }: ImportQuery): string {
  const query = new URLSearchParams({ mode });
  if (dryRun) query.set('dry_run', '1');
  if (rejected) query.set('rejected', '1');
  if (map) query.set('map', JSON.stringify(map));
  query.set('name', name.slice(0, 200));
  return query.toString();
}

/** Rows read per second so far, whole; 0 before any time has passed. */
export const rowsPerSecond = ({ rows, elapsed_ms }: ImportProgress) => (elapsed_ms > 0 ? Math.round((rows * 1000) / elapsed_ms) : 0);

/** Seconds since the request began, to a tenth. */
export const elapsedSeconds = ({ elapsed_ms }: ImportProgress) => Math.round(elapsed_ms / 100) / 10;

/** The id a request is sent with to poll its progress; random over plain http too, where crypto.randomUUID is missing. */
export function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
