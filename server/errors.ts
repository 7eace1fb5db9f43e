import type { ZodError } from 'zod';
import { msg, say, type MessageArgs, type MessageKey, type MessageLocale, type Said } from '../contract/messages';

/** The messages under the fields of a refused body, by dotted path. */
export type FieldErrors = Record<string, Said>;

/**
 * A refusal shown to the person as is, with the HTTP status of DESIGN.md §5: a message key and its
 * values (contract/messages/), written in the request's language when answered. `message` is the
 * English, for logs.
 */
export class AppError extends Error {
  extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly reason: Said,
    readonly errors?: FieldErrors,
  ) {
    super(say(reason));
  }

  /** The same refusal, its answer carrying `extra` beside the message (the current record, a shortfall). */
  with(extra: Record<string, unknown>): this {
    this.extra = extra;
    return this;
  }

  /** The answer's body in `locale` (DESIGN.md §5 "Errors"). */
  answer(locale: MessageLocale): Record<string, unknown> {
    const errors = this.errors && Object.fromEntries(Object.entries(this.errors).map(([field, said]) => [field, say(said, locale)]));
    return { message: say(this.reason, locale), ...(errors && { errors }), ...this.extra };
  }
}

/** An AppError of `statusCode` saying `key` with its values. */
const refusal =
  (statusCode: number) =>
  <K extends MessageKey>(key: K, ...params: MessageArgs<K>) =>
    new AppError(statusCode, msg(key, ...params));

export const badRequest = refusal(400);
export const forbidden = refusal(403);
export const notFound = refusal(404);
export const conflict = refusal(409);
export const invalid = (errors: FieldErrors, reason: Said = msg('fields_not_valid')) => new AppError(422, reason, errors);

/** A start-up failure printed as one line, without a stack. */
export class StartupError extends Error {}

/** The PostgreSQL error behind a driver or ORM error, if any. */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** A Zod error as DESIGN.md §5's `errors`: the first message of each field, by dotted path. */
export function zodFieldErrors(err: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of err.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= { english: issue.message };
  }
  return errors;
}

/** A body checked against `schema` inside a service: for a record merged from its stored values and a change. */
export function checked<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}
