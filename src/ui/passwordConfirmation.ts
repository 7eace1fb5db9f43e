import { z } from 'zod';

/**
 * The second typing of a new password. Only the SPA asks for it, so the shared schemas do not
 * carry it: a form extends its schema with `shape` and refines it with `matches`. The message
 * is an i18n key, which react-admin translates under the field.
 */
export const passwordConfirmation = {
  shape: { password_confirmation: z.string() },
  matches: (values: { password: string; password_confirmation: string }) => values.password === values.password_confirmation,
  mismatch: { message: 'app.auth.passwords_differ', path: ['password_confirmation'] },
};
