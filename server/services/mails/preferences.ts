import { eq, sql } from 'drizzle-orm';
import type { StaffPreferences } from '../../../contract/mails';
import type { MessageLocale } from '../../../contract/messages';
import { permissionFor } from '../../../contract/resources';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { forbidden } from '../../errors';

// Issue 36 item 3: what a staff user chose for themselves (GET/PUT /api/me/preferences); a person's
// own choice, which nobody else reads, so it is neither audited nor an event.

const DEFAULTS: StaffPreferences = { low_stock_digest: false };

/** The signed-in user's preferences; the defaults until they save some. */
export async function ownPreferences(db: Db, userId: number): Promise<StaffPreferences> {
  const [row] = await db.select({ low_stock_digest: userPreferences.low_stock_digest }).from(userPreferences).where(eq(userPreferences.user_id, userId));
  return row ?? DEFAULTS;
}

/**
 * Saves the user's preferences, and the language their mails are written in (the app's, as the
 * request says it). The low-stock digest is for those who may view purchase orders: 403 otherwise
 * (turning it off is always allowed).
 */
export async function setOwnPreferences(
  db: Db,
  user: { id: number; permissions: ReadonlySet<string> },
  input: StaffPreferences,
  language: MessageLocale,
): Promise<StaffPreferences> {
  if (input.low_stock_digest && !user.permissions.has(permissionFor('purchase-orders', 'read')!)) throw forbidden('low_stock_digest_needs_view_po');
  const values = { low_stock_digest: input.low_stock_digest, language, updated_at: sql`now()` };
  await db
    .insert(userPreferences)
    .values({ user_id: user.id, ...values })
    .onConflictDoUpdate({ target: userPreferences.user_id, set: values });
  return ownPreferences(db, user.id);
}
