import type { ZodError } from 'zod';

/** An error whose message is shown to the user as is, with the HTTP status of DESIGN.md §5. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError(409, message, undefined, extra);
export const invalid = (errors: Record<string, string>, message = 'Some fields are not valid') => new AppError(422, message, errors);

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
export function zodFieldErrors(err: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of err.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A body checked against `schema` inside a service: for a record merged from its stored values and a change. */
export function checked<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false; error: ZodError } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(zodFieldErrors(result.error));
  return result.data;
}
