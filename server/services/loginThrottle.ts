import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { AppError } from '../errors';

// DESIGN.md §5: repeated failures are slowed, then locked for a while (429).
export const WINDOW_MINUTES = 15;
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 15;

export const throttleKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

export async function assertNotLocked(db: Db, key: string): Promise<void> {
  const { rows } = await db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from locked_until - now()))::int as seconds
    from login_throttle where key = ${key} and locked_until > now()`);
  const seconds = rows[0]?.seconds;
  if (seconds) {
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
      retry_after: seconds,
    });
  }
}

/** Counts a failure (a new window after WINDOW_MINUTES) and returns how long to hold the answer back. */
export async function recordFailure(db: Db, key: string): Promise<number> {
  const { rows } = await db.execute<{ failures: number }>(sql`
    insert into login_throttle (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then now() else login_throttle.window_start end,
      locked_until = case when login_throttle.window_start >= now() - make_interval(mins => ${WINDOW_MINUTES})
                           and login_throttle.failures + 1 >= ${LOCK_AFTER}
                          then now() + make_interval(mins => ${LOCK_MINUTES}) else login_throttle.locked_until end
    returning failures`);
  const failures = rows[0].failures;
  return failures >= SLOW_AFTER ? Math.min(500 * (failures - SLOW_AFTER + 1), 2000) : 0;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
