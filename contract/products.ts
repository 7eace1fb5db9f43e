import { z } from 'zod';
import { recordMeta } from './api';
import { defineCollection } from './collection';
import { COLLECTIONS } from './resources';

/** Money is numeric(12,2): at most 10 digits before the point, 2 after. */
export const money = z
  .number()
  .min(0, 'Must be 0 or more')
  .max(9_999_999_999.99, 'Too large')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals');

export const PRODUCT_UNITS = ['pcs', 'box', 'set', 'pair', 'kg', 'g', 'l', 'ml', 'm', 'cm'] as const;

export const productInput = z.object({
  sku: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(64, 'At most 64 characters')
    .regex(/^[A-Za-z0-9._/-]+$/, 'Letters, digits and . _ / - only'),
  name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  category_id: z.number().int().positive(),
  preferred_supplier_id: z.number().int().positive().nullable().optional(),
  unit: z.enum(PRODUCT_UNITS, { error: 'Choose a unit' }).default('pcs'),
  dealer_price: money,
  cost: money,
  reorder_level: z.number().int('Whole numbers only').min(0, 'Must be 0 or more').max(1_000_000_000),
  barcode: z.string().trim().max(64, 'At most 64 characters').nullable().optional(),
  description: z.string().trim().max(5000, 'At most 5000 characters').nullable().optional(),
  image: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  active: z.boolean().default(true),
});

export type ProductInput = z.infer<typeof productInput>;
/** `on_hand` and `reserved` are read-only totals over all racks, kept by the stock ledger; `category_name` is read-only too. */
export const productRecord = z
  .object({
    ...recordMeta,
    sku: z.string(),
    name: z.string(),
    category_id: z.number().int(),
    preferred_supplier_id: z.number().int().nullable(),
    unit: z.enum(PRODUCT_UNITS),
    dealer_price: z.number(),
    cost: z.number(),
    reorder_level: z.number().int(),
    barcode: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    active: z.boolean(),
    on_hand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    low_stock: z.boolean(),
    category_name: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productRecord>;

export const products = defineCollection({
  ...COLLECTIONS.products,
  input: productInput,
  record: productRecord,
  searchFields: ['sku', 'name', 'barcode'],
  filters: {
    id: 'id',
    category_id: 'id',
    preferred_supplier_id: 'id',
    active: 'boolean',
    dealer_price: 'number',
    cost: 'number',
    low_stock: 'boolean',
    unit: 'string',
  },
});
