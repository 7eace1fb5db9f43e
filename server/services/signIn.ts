import { sql } from 'drizzle-orm';
import { msg, type Message } from '../../contract/messages';
import type { Db } from '../db/client';
import { dealerProfile, staffUser, tokenHash, type PrincipalKind } from './sessions';

// DESIGN.md §5 "Auth (staff)" and "Auth (dealers)": staff and dealers sign in the same way,
// each with their own accounts; what differs is said here, the cookies in routes/auth.ts.

export interface Account {
  id: number;
  password_hash: string | null;
  status: string;
}

export interface AccountKind {
  kind: PrincipalKind;
  findAccount(db: Db, email: string): Promise<Account | undefined>;
  /** The principal as the client stores it, or undefined when it may no longer sign in. */
  principal(db: Db, id: number): Promise<object | undefined>;
  inactiveMessage(status: string): Message;
  /** The dealer login offers no "Remember me": its sessions outlive the browser, as they always did. */
  alwaysRemembered: boolean;
}

export const STAFF_ACCOUNTS: AccountKind = {
  kind: 'staff',
  findAccount: async (db, email) =>
    (await db.execute<Account & Record<string, unknown>>(sql`select id, password_hash, status from users where lower(email) = lower(${email})`)).rows[0],
  principal: async (db, id) => {
    const found = await staffUser(db, id);
    if (!found || found.status !== 'active') return undefined;
    const { status: _status, ...user } = found;
    return user;
  },
  inactiveMessage: (status) =>
    status === 'pending' ? msg('account_pending') : msg('account_disabled'),
  alwaysRemembered: false,
};

export const DEALER_ACCOUNTS: AccountKind = {
  kind: 'dealer',
  findAccount: async (db, email) =>
    (await db.execute<Account & Record<string, unknown>>(sql`select id, portal_password_hash as password_hash, status from dealers where lower(portal_email) = lower(${email})`))
      .rows[0],
  principal: async (db, id) => {
    const dealer = await dealerProfile(db, id);
    return dealer?.status === 'active' ? dealer : undefined;
  },
  inactiveMessage: () => msg('dealer_inactive'),
  alwaysRemembered: true,
};

/** The session family a refresh cookie belongs to (a logout whose access cookie has expired). */
export async function familyOfRefreshToken(db: Db, refresh: string | undefined): Promise<string | undefined> {
  if (!refresh) return undefined;
  const { rows } = await db.execute<{ family_id: string }>(sql`select family_id from refresh_tokens where token_hash = ${tokenHash(refresh)}`);
  return rows[0]?.family_id;
}

/** The id of an active staff user with this email, for a password reset. */
export async function activeUserByEmail(db: Db, email: string): Promise<number | undefined> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from users where lower(email) = lower(${email}) and status = 'active'`);
  return rows[0]?.id;
}
