import { z } from 'zod';
import { msg, render, type Message } from './messages';

// DESIGN.md §5 "Floor actions are exactly-once", issue 35: a floor action taken offline waits in
// the phone's queue and is sent with `done_at`, when the person acted. What the server accepts is
// said here, so the phone can tell the person before it sends.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long a queued action may wait (milliseconds): older, it is refused and not applied. The
 * server keeps Idempotency-Keys longer than this (server/services/idempotency.ts), so a replay is
 * either answered from its key or refused as too old, never applied twice.
 */
export const OFFLINE_ACTION_MAX_AGE = 7 * DAY;

/**
 * How far a device's clock may run ahead of the server's (milliseconds): an action dated up to
 * this much after the server's time is taken as done when it arrived; further ahead, it is refused.
 */
export const OFFLINE_CLOCK_SKEW = 5 * MINUTE;

/** `done_at` of a floor action: when the person acted, with its offset; left out when sent at once. */
export const doneAt = z.iso
  .datetime({ offset: true, error: render(msg('enter_time_with_offset')) })
  .optional()
  .describe(
    `When the person acted (ISO 8601 with its offset), for an action sent from an offline queue; the time it arrived when left out. At most ${OFFLINE_ACTION_MAX_AGE / DAY} days old, and at most ${OFFLINE_CLOCK_SKEW / MINUTE} minutes ahead of the server's time (taken as the arrival then).`,
  );

/**
 * When an action sent at `now` counts as done: `null` for its arrival (no `done_at`, or one a
 * little ahead of the server's clock), else the time given; or the refusal of an action too old or
 * too far ahead. The phone asks the same before sending.
 */
export function actionTime(done: string | undefined, now: number): { at: Date | null } | { refused: Message } {
  if (done === undefined) return { at: null };
  const at = new Date(done);
  if (at.getTime() > now + OFFLINE_CLOCK_SKEW) return { refused: msg('done_in_future', { minutes: OFFLINE_CLOCK_SKEW / MINUTE }) };
  if (at.getTime() > now) return { at: null };
  if (at.getTime() < now - OFFLINE_ACTION_MAX_AGE) return { refused: msg('done_too_long_ago', { days: OFFLINE_ACTION_MAX_AGE / DAY }) };
  return { at };
}
