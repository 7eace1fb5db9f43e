import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { z } from 'zod';
import { errorBody } from '../../contract/api';
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind } from '../../contract/imports';
import { importProgress, importQuery, importReport } from '../../contract/importSchemas';
import { localeOfAcceptLanguage, translateMessage } from '../../contract/messages';
import type { Database } from '../db/client';
import { AppError, badRequest } from '../errors';
import { allow, needs } from '../plugins/access';
import { csvLine } from '../services/csvExport';
import { runImport, type ImportRow } from '../services/imports/engine';
import { IMPORT_HANDLERS, IMPORT_TEMPLATES } from '../services/imports/kinds';
import { finishProgress, progressOf, startProgress } from '../services/imports/progress';
import { openSheet } from '../services/imports/readFile';
import { csvAnswer, staffActor, typed } from './collections';

// Issue 19 / DESIGN.md §5 "Imports": POST /api/imports/<kind> with the file as the body, its
// template, and the progress of a running import.

/** The collection whose write permission an import needs (opening stock: stock adjustments). */
const PERMISSION_OF: Record<ImportKind, string> = {
  products: 'products',
  prices: 'products',
  categories: 'categories',
  suppliers: 'suppliers',
  dealers: 'dealers',
  locations: 'warehouses',
  'opening-stock': 'stock-adjustments',
};

const importHeaders = z.looseObject({ 'x-import-id': z.string().max(100).optional().describe('Any id: GET /api/imports/progress/<id> says how far the import is') });

/** Locations make rooms and racks too: they need the rooms area's write permission as well. */
function assertMayImport(request: FastifyRequest, kind: ImportKind) {
  if (kind !== 'locations') return;
  const held = new Set(String(request.staff!.user.permissions ?? '').split(','));
  if (!held.has('manage_rooms')) throw new AppError(403, 'Importing locations makes rooms and racks too: it needs the permission to manage rooms.');
}

function parseMap(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw badRequest('map is not valid JSON');
  }
  if (!map || typeof map !== 'object' || Array.isArray(map) || Object.values(map).some((v) => typeof v !== 'string')) {
    throw badRequest('map must be a JSON object from column headers to field names');
  }
  return map as Record<string, string>;
}

export async function importRoutes(instance: FastifyInstance, { db }: Database) {
  // The file is read as a stream by the import: never parsed or buffered whole by Fastify.
  // In this scope only, every body is handed over as a stream, whatever its type: openSheet
  // answers 415 for a type it does not read (Fastify's own parsers would buffer it whole).
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { bodyLimit: IMPORT_MAX_BYTES }, (_request, payload, done) => done(null, payload));
  const app = typed(instance);

  for (const kind of IMPORT_KINDS) {
    const collection = PERMISSION_OF[kind];
    const write = needs(collection, 'write');
    const fields = IMPORT_FIELDS[kind].map((f) => f.name).join(', ');

    app.post(
      `/api/imports/${kind}`,
      {
        ...write,
        config: { ...write.config, fileBody: true },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          summary: `Import ${kind} from a CSV or XLSX file (fields: ${fields}); dry_run=1 checks and writes nothing, otherwise all rows or none`,
          querystring: importQuery,
          headers: importHeaders,
          response: {
            200: importReport.describe('The report; with dry_run=1&rejected=1, the rejected rows as CSV with an Error column'),
            413: errorBody.describe(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`),
            415: errorBody.describe('The body is not CSV or XLSX'),
            422: importReport.describe('Some rows are wrong: nothing was written'),
          },
        },
      },
      async (request, reply) => {
        const locale = localeOfAcceptLanguage(request.headers['accept-language']);
        const body = request.body as Readable;
        const abort = new AbortController();
        // The client went away (Cancel in the SPA): stop reading, and roll back.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        const progressId = request.headers['x-import-id'] as string | undefined;
        const started = progressId ? startProgress(progressId, request.staff!.user.id) : undefined;
        let sheet: Awaited<ReturnType<typeof openSheet>> | undefined;
        try {
          sheet = await openSheet(body, request.headers['content-type'], { signal: abort.signal });
          assertMayImport(request, kind);
          const options = {
            kind,
            mode: request.query.mode,
            dryRun: request.query.dry_run || request.query.rejected,
            actor: staffActor(request),
            name: request.query.name,
            map: parseMap(request.query.map),
            locale,
            signal: abort.signal,
            progress: started,
          };
          if (request.query.rejected) {
            const rejected = sheet;
            sheet = undefined; // read on after this answer starts
            return sendRejected(reply, db, kind, rejected, options, locale);
          }
          const report = await runImport(db, IMPORT_HANDLERS[kind], sheet, options);
          return reply.status(report.error_count && !options.dryRun ? 422 : 200).send(report);
        } finally {
          if (progressId) finishProgress(progressId);
          // A file not read to its end (refused early): its temp file is removed and the rest of the upload drained.
          await sheet?.rows[Symbol.asyncIterator]().return?.();
          if (typeof body?.resume === 'function') body.resume();
        }
      },
    );

    app.get(
      `/api/imports/${kind}/template.csv`,
      { ...needs(collection, 'read'), schema: { summary: `The header row of a ${kind} import and one sample row`, response: csvAnswer } },
      async (_request, reply) => {
        const sample = IMPORT_TEMPLATES[kind];
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${kind}-template.csv"`)
          .send('\uFEFF' + csvLine(Object.keys(sample)) + csvLine(Object.values(sample)));
      },
    );
  }

  app.get(
    '/api/imports/progress/:id',
    { ...allow('staff'), schema: { summary: 'How far a running import is (the X-Import-Id it was sent with); an id not known yet reads as not started', params: z.object({ id: z.string().max(100) }), response: { 200: importProgress } } },
    async (request) => progressOf(request.params.id, request.staff!.user.id),
  );
}

/** The rejected rows as CSV, as the check finds them: the file's own columns and an Error column. */
function sendRejected(reply: FastifyReply, db: Database['db'], kind: ImportKind, sheet: Awaited<ReturnType<typeof openSheet>>, options: Parameters<typeof runImport>[3], locale: string) {
  const out = new PassThrough();
  const errorHeader = locale === 'fr' ? 'Erreur' : 'Error';
  out.write('\uFEFF' + csvLine([...sheet.headers, errorHeader]));
  const describe = (row: ImportRow) => row.errors.map((e) => `${e.field}: ${translateMessage(e.message, locale)}`).join('; ');
  runImport(db, IMPORT_HANDLERS[kind], sheet, { ...options, dryRun: true, onRejected: (row) => out.write(csvLine([...sheet.headers.map((_, i) => row.cells[i] ?? ''), describe(row)])) })
    .then(() => out.end())
    .catch((err) => out.destroy(err as Error));
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${kind}-rejected.csv"`)
    .header('Cache-Control', 'no-store')
    .send(out);
}

