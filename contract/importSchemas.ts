import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_MODES, IMPORT_ERRORS_LISTED } from './imports';

// The schemas of DESIGN.md §5 "Imports" (the kinds, fields and limits are contract/imports.ts).

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const importParams = z.object({ kind: z.enum(IMPORT_KINDS) });

export const importQuery = z.object({
  mode: z.enum(IMPORT_MODES, { error: 'mode must be create, update or upsert' }).default('upsert').describe('create only, update only, or both'),
  dry_run: flag.describe('1: check the whole file and report, writing nothing'),
  rejected: flag.describe('1 (with dry_run): answer the rejected rows as CSV, each with an Error column'),
  map: z
    .string()
    .max(20_000)
    .optional()
    .describe('JSON object from a header of the file to a field of the kind ("" leaves the column out); headers it does not name are matched by name'),
  name: z.string().max(200).optional().describe('The file name, named in each record’s history entry'),
});

export const importError = z.object({ row: z.number().int(), field: z.string(), message: z.string() }).meta({ id: 'ImportError' });

export const importReport = z
  .object({
    rows: z.number().int().describe('Data rows read (the header is row 1)'),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    errors: z.array(importError).describe(`The first ${IMPORT_ERRORS_LISTED} errors, by row`),
    error_count: z.number().int().describe('Every error of the file'),
    rejected_rows: z.number().int().describe('Rows with at least one error'),
    columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })).describe('Each column of the file and the field it was read as'),
    preview: z.array(z.record(z.string(), z.unknown())).describe('The first rows as they will be saved'),
    committed: z.boolean(),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReport>;

/** GET /api/imports/progress/:id, while the request sent with `X-Import-Id: <id>` runs. */
export const importProgress = z.object({ rows: z.number().int(), elapsed_ms: z.number().int(), done: z.boolean() }).meta({ id: 'ImportProgress' });
export type ImportProgress = z.infer<typeof importProgress>;
