import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { money, partyFields, partySearchFields, partySortable } from './parties';
import { newPassword } from './user';

export const dealerInput = z.object({
  ...partyFields,
  credit_limit: money.default(0),
  /** The dealer portal login; the password is set with its own action and never read back. */
  portal_email: z.string().trim().max(254).email('Enter a valid email address').nullable().optional().or(z.literal('').transform(() => null)),
});

/** POST /api/dealers/:id/portal-password */
export const portalPasswordInput = z.object({
  password: newPassword,
});

export type DealerInput = z.infer<typeof dealerInput>;
export type Dealer = DealerInput & RecordMeta & { has_portal_password: boolean };

export const dealers = defineCollection({
  name: 'dealers',
  resource: 'dealers',
  area: 'dealers',
  input: dealerInput,
  searchFields: [...partySearchFields, 'portal_email'],
  filters: { id: 'id', status: 'string', credit_limit: 'number' },
  sortable: [...partySortable, 'credit_limit'],
  defaultSort: ['company_name', 'ASC'],
});
