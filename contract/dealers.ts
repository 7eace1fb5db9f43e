import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { MAIL_LANGUAGES, dealerMailFields } from './mails';
import { money, partyFields, partyRecordFields, partySearchFields } from './parties';
import { newPassword } from './user';
import { COLLECTIONS } from './resources';

export const dealerInput = z.object({
  ...partyFields,
  credit_limit: money.default(0),
  /** The dealer portal login; the password is set with its own action and never read back. */
  portal_email: z.string().trim().max(254).email('Enter a valid email address').nullable().optional().or(z.literal('').transform(() => null)),
  ...dealerMailFields,
});

/** POST /api/dealers/:id/portal-password */
export const portalPasswordInput = z.object({
  password: newPassword,
});

export type DealerInput = z.infer<typeof dealerInput>;
/** The portal password is never read back: only whether one is set. */
export const dealerRecord = z
  .object({ ...recordMeta, ...partyRecordFields, credit_limit: z.number(), portal_email: z.string().nullable(), has_portal_password: z.boolean(), language: z.enum(MAIL_LANGUAGES), order_mails: z.boolean() })
  .meta({ id: 'Dealer' });
export type Dealer = z.infer<typeof dealerRecord>;

export const dealers = defineCollection({
  ...COLLECTIONS.dealers,
  input: dealerInput,
  record: dealerRecord,
  searchFields: [...partySearchFields, 'portal_email'],
  filters: { id: 'id', status: 'string', credit_limit: 'number' },
});
