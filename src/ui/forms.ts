import { HttpError } from 'react-admin';

/**
 * react-admin turns an emptied input into null, which suits optional fields. A required text
 * field keeps its empty string instead, so the shared schema answers "Required" rather than
 * a type error; forms start such fields at ''.
 */
export const keepEmptyText = (value: string) => value;

/** The API's 422 answer carries `errors` per field (DESIGN.md §5); those go under the fields. */
export function fieldErrorsOf(failure: unknown): Record<string, string> | undefined {
  if (!(failure instanceof HttpError) || failure.status !== 422) return undefined;
  const errors = (failure.body as { errors?: Record<string, string> } | undefined)?.errors;
  return errors && Object.keys(errors).length ? errors : undefined;
}
