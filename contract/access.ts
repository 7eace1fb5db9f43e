import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { ALL_PERMISSIONS, type Permission } from './permissions';

export const roleInput = z.object({
  name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
  description: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
});

/** PUT /api/roles/:id/permissions: the whole set, with the role version it was read at. */
export const rolePermissionsInput = z.object({
  version: z.number().int(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], { error: 'Unknown permission' })).max(100),
});

/** `permissions` is comma-separated, like the session user's. */
export type Role = z.infer<typeof roleInput> & RecordMeta & { user_count: number; permissions: string };

export const roles = defineCollection({
  name: 'roles',
  resource: 'roles',
  area: 'roles',
  input: roleInput,
  searchFields: ['name', 'description'],
  filters: { id: 'id' },
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});

export const USER_STATUSES = ['active', 'disabled', 'pending'] as const;

export const userInput = z.object({
  full_name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  email: z.string().trim().min(1, 'Required').max(254).email('Enter a valid email address'),
  role_id: z.number().int().positive().nullable().optional(),
  status: z.enum(USER_STATUSES, { error: 'Choose a status' }).default('active'),
});

export type User = z.infer<typeof userInput> & RecordMeta & { last_sign_in_at: string | null };

export const users = defineCollection({
  name: 'users',
  resource: 'users',
  area: 'users',
  input: userInput,
  searchFields: ['full_name', 'email'],
  filters: { id: 'id', role_id: 'id', status: 'string' },
  sortable: ['id', 'full_name', 'email', 'role_id', 'status', 'created_at', 'updated_at'],
  defaultSort: ['full_name', 'ASC'],
});

/** One row of GET /api/<collection>/:id/history (newest first). */
export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  actor_name: string | null;
  /** field → [before, after]; secrets read "(changed)". */
  changes: Record<string, [unknown, unknown]>;
}
