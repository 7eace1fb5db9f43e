import { z } from 'zod';
import { MESSAGE_LOCALES } from './messages/locales';

// Issue 36 item 3, DESIGN.md §5 "Integrations": mails from the event log, to dealers about their
// orders and to purchasing about low stock; each person can turn each off.

/** The languages mails are written in (a dealer's, a staff user's). */
export const MAIL_LANGUAGES = MESSAGE_LOCALES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** Issue 36 item 3: the language of a dealer's mails, and whether it is mailed about its orders (staff set both; the dealer too, in the portal). */
export const dealerMailFields = {
  language: z.enum(MAIL_LANGUAGES, { error: 'Choose a language' }).default('en'),
  order_mails: z.boolean().default(true),
};

/** An outgoing mail: not sent yet, sent, failed (tried again), or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'exhausted'] as const;

/** The order events a dealer's contacts are mailed about. */
export const ORDER_MAIL_EVENTS = ['order.confirmed', 'order.dispatched', 'order.cancelled'] as const;

const preferenceFields = {
  low_stock_digest: z.boolean().describe('A daily mail listing the products at or below their reorder level (needs view_po)'),
};

/** PUT /api/me/preferences: every preference, as the person sets them. */
export const staffPreferencesInput = z.object(preferenceFields);

/** GET /api/me/preferences: what the signed-in staff user chose for themselves. */
export const staffPreferences = z.object(preferenceFields).meta({ id: 'StaffPreferences' });
export type StaffPreferences = z.infer<typeof staffPreferences>;
