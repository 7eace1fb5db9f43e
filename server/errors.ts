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
