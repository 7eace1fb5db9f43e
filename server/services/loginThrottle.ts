import { eq, sql } from 'drizzle-orm';
import { msg } from '../../contract/messages';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { AppError } from '../errors';

// DESIGN.md §5: repeated failures are slowed, then locked for a while (429). Counted per
// account (whatever the address: a guesser spreading over many machines) and per client
// address (whatever the account: one machine trying many accounts).
export const WINDOW_MINUTES = 15;
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 5;
/** One address may fail this often in a window over all accounts: an office behind one NAT mistypes too. */
export const IP_LOCK_AFTER = 30;
export const LOCK_MINUTES = 15;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

/** `account` names the account as typed (unknown accounts are counted the same way, so locking reveals nothing). */
export const throttleKeys = (account: string, ip: string): ThrottleKeys => ({ account: `account:${account.trim().toLowerCase()}`, ip: `ip:${ip}` });

export async function assertNotLocked(db: Db, keys: ThrottleKeys): Promise<void> {
  const { rows } = await db.execute<{ seconds: number }>(sql`
    select max(ceil(extract(epoch from locked_until - now())))::int as seconds
    from login_throttle where key in (${keys.account}, ${keys.ip}) and locked_until > now()`);
  const seconds = rows[0]?.seconds;
  if (seconds) {
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(429, msg('too_many_sign_ins', { n: minutes })).with({ retry_after: seconds });
  }
}

/** Counts an attempt under `key` (a new window after WINDOW_MINUTES), locking it at `lockAfter`; returns the count. */
async function countAttempt(db: Db, key: string, lockAfter: number): Promise<number> {
  const { rows } = await db.execute<{ failures: number }>(sql`
    insert into login_throttle (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then now() else login_throttle.window_start end,
      locked_until = case when login_throttle.window_start >= now() - make_interval(mins => ${WINDOW_MINUTES})
                           and login_throttle.failures + 1 >= ${lockAfter}
                          then now() + make_interval(mins => ${LOCK_MINUTES}) else login_throttle.locked_until end
    returning failures`);
  return rows[0].failures;
}

/** Counts a failure for the account and the address; returns how long to hold the answer back. */
export async function recordFailure(db: Db, keys: ThrottleKeys): Promise<number> {
  const failures = await countAttempt(db, keys.account, LOCK_AFTER);
  await countAttempt(db, keys.ip, IP_LOCK_AFTER);
  return failures >= SLOW_AFTER ? Math.min(500 * (failures - SLOW_AFTER + 1), 2000) : 0;
}

/**
 * A success clears the account's count only: an address that guesses many accounts cannot
 * reset its own count by signing in to one of its own.
 */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.account));
}

// Issue 32: password-reset mails (staff and dealers) are throttled like sign-ins, under keys of
// their own and with the same window: every request counts, whether or not the account exists,
// per account as typed and per client address; past the limit the mail is simply not sent (the
// answer stays the same 200, so throttling reveals no account either).
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_PER_ADDRESS = 10;

/**
 * Counts a reset-mail request for `account` (e.g. "dealer:someone@example.com") from `ip`; false
 * when the account or the address has had its share within the window. The counts are atomic
 * upserts, so two requests at once cannot both take the last turn.
 */
export async function takeResetMailTurn(db: Db, account: string, ip: string): Promise<boolean> {
  const byAccount = await countAttempt(db, `reset:account:${account.trim().toLowerCase()}`, RESET_MAILS_PER_ACCOUNT);
  const byAddress = await countAttempt(db, `reset:ip:${ip}`, RESET_MAILS_PER_ADDRESS);
  return byAccount <= RESET_MAILS_PER_ACCOUNT && byAddress <= RESET_MAILS_PER_ADDRESS;
}
