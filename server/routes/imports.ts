import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { errorBody } from '../../contract/api';
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_TARGETS, IMPORT_MAX_BYTES, IMPORT_MAX_CELL_CHARS, IMPORT_MAX_WORKBOOK_BYTES, type ImportKind } from '../../contract/imports';
import { importProgress, importQuery, importReport } from '../../contract/importSchemas';
import { localeOfAcceptLanguage, msg } from '../../contract/messages';
import { canAccess } from '../../contract/resources';
import type { Database } from '../db/client';
import { AppError, badRequest } from '../errors';
import { allow, needs } from '../plugins/routeAccess';
import { csvLine } from '../services/csvExport';
import { runImport, type ImportOptions } from '../services/imports/engine';
import { claimImportSlot, IMPORT_RETRY_AFTER_SECONDS } from '../services/imports/importSlots';
import { IMPORT_HANDLERS, IMPORT_TEMPLATES } from '../imports/kinds';
import { finishProgress, progressOf, startProgress } from '../services/imports/progress';
import { readSheet, receiveUpload, type SpooledUpload } from '../services/imports/readFile';
import { RejectedRowErrors, rejectedRowsFile } from '../services/imports/rejectedRows';
import { csvAnswer, staffActor, typed } from './collections';

// Issue 19 / DESIGN.md §5 "Imports": POST /api/imports/<kind> with the file as the body, its
// template, and the progress of a running import.

// Only locations write beyond their collection today; contract/messages/imports.ts words it for them.
const ALSO_WRITES_REFUSAL = msg('import_locations_rooms');

const importHeaders = z.looseObject({ 'x-import-id': z.string().max(100).optional().describe('Any id: GET /api/imports/progress/<id> says how far the import is') });

/** What an import writes beyond its own collection needs that collection's write permission too (contract/resources.ts `alsoWrites`). */
function assertMayImport(request: FastifyRequest, kind: ImportKind) {
  const held = new Set(String(request.staff!.user.permissions ?? '').split(','));
  for (const collection of IMPORT_TARGETS[kind].alsoWrites) {
    if (!canAccess(held, collection, 'write')) throw new AppError(403, ALSO_WRITES_REFUSAL);
  }
}

function parseMap(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    throw badRequest('import_map_json');
  }
  if (!map || typeof map !== 'object' || Array.isArray(map) || Object.values(map).some((v) => typeof v !== 'string')) {
    throw badRequest('import_map_shape');
  }
  return map as Record<string, string>;
}

export async function importRoutes(instance: FastifyInstance, { db }: Database) {
  // The file is read as a stream by the import: never parsed or buffered whole by Fastify.
  // In this scope only, every body is handed over as a stream, whatever its type: receiveUpload
  // answers 415 for a type it does not read (Fastify's own parsers would buffer it whole).
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { bodyLimit: IMPORT_MAX_BYTES }, (_request, payload, done) => done(null, payload));
  const app = typed(instance);

  for (const kind of IMPORT_KINDS) {
    const { collection } = IMPORT_TARGETS[kind];
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
            200: importReport.describe('The report; with dry_run=1&rejected=1, the rejected rows with an Error column, written as the file came in (CSV of its delimiter and encoding, or XLSX)'),
            400: errorBody.describe(`The file cannot be read: not CSV or XLSX as it says, a cell of a workbook over ${IMPORT_MAX_CELL_CHARS} characters, two columns read as one field`),
            413: errorBody.describe(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, or a workbook unpacks to more than ${IMPORT_MAX_WORKBOOK_BYTES / 1024 / 1024} MB`),
            415: errorBody.describe('The body is not CSV or XLSX'),
            429: errorBody.describe('Another import of the same user is running (Retry-After says when to try again)'),
            422: importReport.describe('Some rows are wrong: nothing was written'),
          },
        },
      },
      async (request, reply) => {
        const body = request.body as Readable;
        const release = once(await claimImportSlot(request.staff!.user.id));
        if (!release) {
          body.resume();
          reply.header('Retry-After', String(IMPORT_RETRY_AFTER_SECONDS));
          throw new AppError(429, msg('import_busy')).with({ retry_after: IMPORT_RETRY_AFTER_SECONDS });
        }
        const abort = new AbortController();
        // The client went away (Cancel in the SPA): stop reading, and roll back.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
          release();
        });
        const progressId = request.headers['x-import-id'] as string | undefined;
        const started = progressId ? startProgress(progressId, request.staff!.user.id) : undefined;
        let upload: SpooledUpload | undefined;
        let answerReadsOn = false;
        try {
          upload = await receiveUpload(body, request.headers['content-type'], { signal: abort.signal });
          assertMayImport(request, kind);
          const options: ImportOptions = {
            kind,
            mode: request.query.mode,
            dryRun: request.query.dry_run || request.query.rejected,
            actor: staffActor(request),
            name: request.query.name,
            map: parseMap(request.query.map),
            locale: localeOfAcceptLanguage(request.headers['accept-language']),
            signal: abort.signal,
            progress: started,
          };
          if (request.query.rejected) {
            const answer = await rejectedRows(db, upload, options, { release, remove: upload.remove });
            answerReadsOn = true; // the upload is read on, then removed, as the answer is sent
            return reply.type(answer.type).header('Content-Disposition', `attachment; filename="${answer.fileName}"`).header('Cache-Control', 'no-store').send(answer.body);
          }
          const report = await runImport(db, IMPORT_HANDLERS[kind], await readSheet(upload), options);
          return reply.status(report.error_count && !options.dryRun ? 422 : 200).send(report);
        } finally {
          if (progressId) finishProgress(progressId);
          if (!answerReadsOn) {
            await upload?.remove();
            release();
          }
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

/** A function that runs once, however often it is called; null stays null. */
function once(run: (() => void) | null): (() => void) | null {
  let ran = false;
  return run && (() => {
    if (!ran) run();
    ran = true;
  });
}

/**
 * The rejected rows of a check, written as the file came in (rejectedRows.ts): the file is checked,
 * then read again for the rows the check rejected. `done` frees the user's slot and the upload once
 * the answer is sent, or the client has gone.
 */
async function rejectedRows(db: Database['db'], upload: SpooledUpload, options: ImportOptions, done: { release: () => void; remove: () => Promise<void> }) {
  const errors = new RejectedRowErrors();
  try {
    const report = await runImport(db, IMPORT_HANDLERS[options.kind], await readSheet(upload), { ...options, dryRun: true, onRejected: errors.add });
    const answer = rejectedRowsFile(options.kind, await readSheet(upload), report, errors, options.locale);
    answer.body.once('close', () => {
      done.release();
      void done.remove();
    });
    return answer;
  } catch (err) {
    await errors.remove();
    await done.remove();
    done.release();
    throw err;
  }
}
