import { z } from 'zod';
import { money } from './products';

/** Fields shared by suppliers and dealers (DESIGN.md §6 "Catalogue"). */
export const PARTY_STATUSES = ['active', 'inactive'] as const;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

export const partyFields = {
  company_name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  contact_person_name: optionalText(120),
  email: z.string().trim().max(254).email('Enter a valid email address').nullable().optional().or(z.literal('').transform(() => null)),
  phone: z
    .string()
    .trim()
    .max(40, 'At most 40 characters')
    .regex(/^[+\d\s().-]*$/, 'Digits, spaces and + ( ) . - only')
    .nullable()
    .optional(),
  address: optionalText(500),
  tax_id: optionalText(40),
  status: z.enum(PARTY_STATUSES, { error: 'Choose a status' }).default('active'),
};

/** What suppliers and dealers read back of those fields. */
export const partyRecordFields = {
  company_name: z.string(),
  contact_person_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  tax_id: z.string().nullable(),
  status: z.enum(PARTY_STATUSES),
};

export const partySearchFields = ['company_name', 'contact_person_name', 'email', 'phone', 'tax_id'] as const;

export { money };
