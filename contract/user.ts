import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE } from './accountMessages';

export { COMMON_PASSWORD_MESSAGE, SESSION_LOCKED_MESSAGE } from './accountMessages';

/** DESIGN.md §5 / SPEC.md §3: the object stored under localStorage `user`; `permissions` comma-separated. */
export const sessionUser = z
  .object({ id: z.number().int(), full_name: z.string(), email: z.string(), role: z.string().nullable(), permissions: z.string() })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/login, /api/refresh-token, /api/unlock. */
export const userAnswer = z.object({ user: sessionUser });

/** GET /api/me: the user, and whether the lock screen is up. */
export const meAnswer = z.object({ user: sessionUser, locked: z.boolean() });

export const loginInput = z.object({
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
  password: z.string().min(1, 'Required').max(200),
  /** "Remember me": the session outlives the browser; without it, closing the browser signs out. */
  remember: z.boolean().default(false),
});

/**
 * The most common passwords, lowercase. The server fills it from server/data at start-up; the
 * SPA leaves it empty (the list would weigh on every page) and shows the server's answer,
 * which carries the same message under the same field.
 */
export const commonPasswords = new Set<string>();

/**
 * Every password a person chooses (register, reset, own change, a dealer's portal password
 * set by staff or by the dealer): ASVS 6.2 — at least 8, up to 128 characters, not a common one.
 */
export const newPassword = z
  .string()
  .min(8, 'At least 8 characters')
  .max(128, 'At most 128 characters')
  .refine((password) => !commonPasswords.has(password.toLowerCase()), COMMON_PASSWORD_MESSAGE);

export const registerInput = z.object({
  full_name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
  password: newPassword,
});

export const forgotPasswordInput = z.object({
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
});

export const resetPasswordInput = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: newPassword,
});

export const unlockInput = z.object({ password: z.string().min(1, 'Required').max(200) });

/** POST /api/password: the signed-in user's own password; the user's other sessions end. */
export const changePasswordInput = z.object({
  current_password: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
  password: newPassword,
});
