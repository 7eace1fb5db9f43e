import type { ZodError } from 'zod';
import { DealerApiError } from '../session/dealerApi';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed client-side check. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}

/** A 422's `errors` (DESIGN.md §5), or null when the failure is not about fields. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof DealerApiError) || error.status !== 422) return null;
  const errors = (error.body as { errors?: FieldErrors } | undefined)?.errors;
  return errors && Object.keys(errors).length ? errors : null;
}
