import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { localeOfAcceptLanguage, msg, type MessageKey } from '../../contract/messages';
import { AppError, pgErrorOf, zodFieldErrors } from '../errors';
import { AnswerMismatch } from './contract';

/** Database rule violations that reach here without a resource-specific message. */
function fromPostgres(code: string): AppError | undefined {
  const refused = (status: number, key: MessageKey) => new AppError(status, { key });
  switch (code) {
    case '23505':
      return refused(409, 'duplicate_record');
    case '23503':
    case '23001':
      return refused(409, 'linked_records');
    case '23514':
    case '22003':
    case '22001':
      return refused(422, 'out_of_range');
    case '22P02':
    case '22007':
    case '22008':
      return refused(400, 'wrong_format');
    // A NUL character (\u0000) is valid JSON but cannot be stored in PostgreSQL text.
    case '22021':
    case '22P05':
      return refused(422, 'nul_character');
    case '40001':
    case '40P01':
      return refused(409, 'changed_concurrently');
    case '55P03':
      return refused(409, 'locked_by_change');
  }
  return undefined;
}

/**
 * A request the route's schema refused: a body is 422 with a message per field (shown under the
 * fields), a malformed query 400, and an id that is no id 404 (no such record).
 */
function invalidRequest(error: ZodError, part: string | undefined, params: unknown): AppError {
  if (part === 'params') return new AppError(404, msg('no_record_with_id', { id: String((params as { id?: unknown } | undefined)?.id) }));
  const errors = zodFieldErrors(error);
  if (part === 'querystring' || part === 'headers') {
    const first = error.issues[0]?.message;
    return new AppError(400, first === undefined ? msg('query_not_valid') : { english: first }, errors);
  }
  return new AppError(422, msg('fields_not_valid'), errors);
}

/** A refusal's body in the language the request asks for (Accept-Language); English without the header. */
export const answerOf = (request: FastifyRequest, error: AppError) => error.answer(localeOfAcceptLanguage(request.headers['accept-language']));

/** DESIGN.md §5 "Errors": one shape, `{ message, errors? }`; never a stack, never a 500 for bad input. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const serverError = new AppError(500, msg('server_error'));

  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(answerOf(request, error));
    if (error instanceof ZodError) {
      const refused = invalidRequest(error, (error as { validationContext?: string }).validationContext, request.params);
      return reply.status(refused.statusCode).send(answerOf(request, refused));
    }
    if (error instanceof AnswerMismatch) {
      request.log.error({ err: error, issues: error.issues }, 'an answer does not match its schema');
      return reply.status(500).send(answerOf(request, serverError));
    }
    const pg = pgErrorOf(error);
    const translated = pg && fromPostgres(pg.code);
    if (translated) return reply.status(translated.statusCode).send(answerOf(request, translated));
    const status = (error as FastifyError).statusCode;
    // Fastify's own refusals (a body too large, a media type it cannot read) say what they say.
    if (status && status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(answerOf(request, serverError));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(answerOf(request, new AppError(404, msg('no_route', { method: request.method, url: request.url.split('?')[0] })))),
  );
});
