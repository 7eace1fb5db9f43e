import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '../../../contract/access';
import { recordColumns } from './columns';
import { dealers } from './dealers';

export const roles = pgTable(
  'roles',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

/** The names of contract/permissions.ts, synchronised at start. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  area: text('area').notNull(),
  kind: text('kind', { enum: ['read', 'write'] }).notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index('role_permissions_permission_idx').on(t.permission_id)],
);

export const users = pgTable(
  'users',
  {
    ...recordColumns(),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    role_id: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_id),
    check('users_status_check', sql`${t.status} in ('active', 'disabled', 'pending')`),
  ],
);

/**
 * One sign-in: its access tokens and its chain of refresh tokens. Revoking the family ends
 * the session everywhere (logout, refresh-token reuse, a disabled account). The lock and the
 * "Remember me" choice belong to the sign-in, so every token of it carries them.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    principal_kind: text('principal_kind', { enum: ['staff', 'dealer'] }).notNull(),
    principal_id: integer('principal_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revoked_reason: text('revoked_reason'),
    user_agent: text('user_agent'),
    ip: text('ip'),
    /** Cookies that outlive the browser ("Remember me"); otherwise browser-session cookies. */
    persistent: boolean('persistent').notNull().default(true),
    /** Set by the lock screen: only unlock, logout, refresh and /api/me answer until cleared. */
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('session_families_principal_idx').on(t.principal_kind, t.principal_id)],
);

/** Only SHA-256 hashes of tokens are stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    family_id: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('access_tokens_family_idx').on(t.family_id), index('access_tokens_expires_idx').on(t.expires_at)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    family_id: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when rotated; presenting a used token again is reuse. */
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id)],
);

/** Failed sign-ins per email and client address, kept in the database so every API process sees them. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/** DESIGN.md §5: a repeated create with the same Idempotency-Key returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

/** A password reset started by the user (forgot password) or an administrator; only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

/** Issue 32: a dealer's own password reset (forgot password in the portal); only the token's hash is kept. */
export const dealerPasswordResets = pgTable(
  'dealer_password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('dealer_password_resets_dealer_idx').on(t.dealer_id)],
);
