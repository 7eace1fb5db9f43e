import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { localeOfAcceptLanguage, translateMessage } from '../../contract/messages';
import { AppError, pgErrorOf, zodFieldErrors } from '../errors';
import { AnswerMismatch } from './contract';

/** Database rule violations that reach here without a resource-specific message. */
function fromPostgres(code: string): AppError | undefined {
  switch (code) {
    case '23505':
      return new AppError(409, 'A record with these values already exists');
    case '23503':
    case '23001':
      return new AppError(409, 'This record is linked to records that do not exist or still refer to it');
    case '23514':
    case '22003':
    case '22001':
      return new AppError(422, 'A value is out of the allowed range');
    case '22P02':
    case '22007':
    case '22008':
      return new AppError(400, 'A value has the wrong format');
    // A NUL character (\u0000) is valid JSON but cannot be stored in PostgreSQL text.
    case '22021':
    case '22P05':
      return new AppError(422, 'A text contains a character that cannot be stored (U+0000)');
    case '40001':
    case '40P01':
      return new AppError(409, 'The record was being changed at the same time; try again');
    case '55P03':
      return new AppError(409, 'The record is locked by another change; try again');
  }
  return undefined;
}

/**
 * A request the route's schema refused: a body is 422 with a message per field (shown under the
 * fields), a malformed query 400, and an id that is no id 404 (no such record).
 */
function sendInvalidRequest(error: ZodError, part: string | undefined, params: unknown, reply: FastifyReply) {
  if (part === 'params') {
    const id = (params as { id?: unknown } | undefined)?.id;
    return reply.status(404).send({ message: `No record with id "${String(id)}"` });
  }
  if (part === 'querystring' || part === 'headers') {
    return reply.status(400).send({ message: error.issues[0]?.message ?? 'The query is not valid', errors: zodFieldErrors(error) });
  }
  return reply.status(422).send({ message: 'Some fields are not valid', errors: zodFieldErrors(error) });
}

/**
 * An error answer in the language the request asks for (Accept-Language): its `message` and each
 * field's message through the catalogue of contract/messages.ts. Without the header, English as written.
 */
function inRequestLanguage(payload: unknown, acceptLanguage: string | undefined): unknown {
  const locale = localeOfAcceptLanguage(acceptLanguage);
  if (locale === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; errors?: unknown };
  const translated: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') translated.message = translateMessage(body.message, locale);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, typeof text === 'string' ? translateMessage(text, locale) : text]),
    );
  }
  return translated;
}

/** DESIGN.md §5 "Errors": one shape, `{ message, errors? }`; never a stack, never a 500 for bad input. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 ? inRequestLanguage(payload, request.headers['accept-language']) : payload,
  );

  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }), ...error.extra });
    }
    if (error instanceof ZodError) return sendInvalidRequest(error, (error as { validationContext?: string }).validationContext, request.params, reply);
    if (error instanceof AnswerMismatch) {
      request.log.error({ err: error, issues: error.issues }, 'an answer does not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on the server. It has been logged.' });
    }
    const pg = pgErrorOf(error);
    const translated = pg && fromPostgres(pg.code);
    if (translated) return reply.status(translated.statusCode).send({ message: translated.message });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on the server. It has been logged.' });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }));
});
