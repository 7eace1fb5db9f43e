import { z } from 'zod';
import { DEFAULT_CURRENCY, knownCurrency } from './currency';

// Business settings (GET/PUT /api/settings): the tax rate orders copy when they are placed,
// the currency every amount is shown in, and the company header printed on documents.

/** ISO 4217 code of the business's currency, e.g. "EUR"; amounts are stored without one. */
export const currencyCode = z.string().trim().toUpperCase().refine(knownCurrency, 'Unknown currency code');

export { DEFAULT_CURRENCY };

export const settingsInput = z.object({
  /** Percent, e.g. 10 for 10 %. */
  tax_rate: z.number().min(0, 'Must be 0 or more').max(100, 'At most 100').refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals'),
  currency: currencyCode,
  company_name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  company_address: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  company_phone: z.string().trim().max(40, 'At most 40 characters').nullable().optional(),
  company_email: z.string().trim().max(254, 'At most 254 characters').nullable().optional(),
});

export const settingsRecord = z.object({
  tax_rate: z.number(),
  currency: z.string().describe('ISO 4217 code every amount is shown in, e.g. "EUR"'),
  company_name: z.string(),
  company_address: z.string().nullable().optional(),
  company_phone: z.string().nullable().optional(),
  company_email: z.string().nullable().optional(),
  version: z.number().int(),
});
export type Settings = z.infer<typeof settingsRecord>;

/** What the dealer portal reads of the settings: no version, nothing to edit. */
export const dealerSettings = settingsRecord.omit({ version: true });

export const DEFAULT_SETTINGS: z.infer<typeof settingsInput> = {
  tax_rate: 10,
  currency: DEFAULT_CURRENCY,
  company_name: 'Stockyard Supplies Ltd',
  company_address: '1 Depot Road, Springfield',
  company_phone: '+1 555 0100',
  company_email: 'office@stockyard.example',
};
