import { z } from 'zod';
import { recordMeta, timestamp } from './api';
import { defineCollection } from './collection';
import { ALL_PERMISSIONS, type Permission } from './permissions';
import { COLLECTIONS } from './resources';

export const roleInput = z.object({
  name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
  description: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
});

/** PUT /api/roles/:id/permissions: the whole set, with the role version it was read at. */
export const rolePermissionsInput = z.object({
  version: z.number().int(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], { error: 'Unknown permission' })).max(100),
});

export const permissionRecord = z.object({ id: z.number().int(), name: z.string(), area: z.string(), kind: z.enum(['read', 'write']) }).meta({ id: 'Permission' });

/** GET /api/permissions: the permission names of DESIGN.md §3, read-only. */
export const permissionsCollection = defineCollection({
  ...COLLECTIONS.permissions,
  input: z.object({}),
  record: permissionRecord,
  searchFields: ['name'],
  filters: { id: 'id', area: 'string', kind: 'string' },
});

/** `permissions` is comma-separated, like the session user's. */
export const roleRecord = z
  .object({ ...recordMeta, name: z.string(), description: z.string().nullable(), user_count: z.number().int(), permissions: z.string() })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleRecord>;

export const roles = defineCollection({
  ...COLLECTIONS.roles,
  input: roleInput,
  record: roleRecord,
  searchFields: ['name', 'description'],
  filters: { id: 'id' },
});

export const USER_STATUSES = ['active', 'disabled', 'pending'] as const;

export const userInput = z.object({
  full_name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
  role_id: z.number().int().positive().nullable().optional(),
  status: z.enum(USER_STATUSES, { error: 'Choose a status' }).default('active'),
});

/** The password hash is never read back. */
export const userRecord = z
  .object({
    ...recordMeta,
    full_name: z.string(),
    email: z.string(),
    role_id: z.number().int().nullable(),
    status: z.enum(USER_STATUSES),
    /** The permissions of the user's role, comma-separated like the session user's. */
    permissions: z.string(),
    last_sign_in_at: timestamp.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userRecord>;

export const users = defineCollection({
  ...COLLECTIONS.users,
  input: userInput,
  record: userRecord,
  searchFields: ['full_name', 'email'],
  filters: { id: 'id', role_id: 'id', status: 'string' },
});

/**
 * A document line as an audit entry keeps it (`lines` of orders, purchase orders and stock
 * adjustments, `parts` of a job card): ids, named in the entry's `refs`. `price` is the unit
 * price or unit cost of the document; `sku` stands in for `product_id` in an entry written
 * before lines were kept as lists, when its product no longer exists.
 */
export interface AuditLine {
  product_id: number | null;
  sku?: string;
  rack_id?: number | null;
  quantity: number;
  price?: number;
  reason?: string | null;
}

/**
 * One row of GET /api/<collection>/:id/history (newest first). `changes`: field → [before,
 * after], bookkeeping (version, authors, times) left out; `refs`: what people call the records
 * the changes point at, so that a history page needs no further request.
 */
export const auditEntry = z
  .object({
    id: z.number().int(),
    at: timestamp,
    action: z.string(),
    actor_name: z.string().nullable(),
    changes: z
      .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
      .describe(
        'field → [before, after]. `lines` (and a job card\'s `parts`) hold lists of {product_id, sku?, rack_id?, quantity, price?, reason?}, or the text an entry kept before lines were lists',
      ),
    refs: z
      .record(z.string(), z.record(z.string(), z.string()))
      .describe('field → id → name, for the ids the changes hold (a line\'s product_id and rack_id too): {"warehouse_id": {"1": "MAIN — Main warehouse"}}. An id left out no longer exists'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;
