import { useRef } from 'react';
import { HttpError } from 'react-admin';
import { ClientError, PARSING_ERROR } from '../../providers/httpClient';

// DESIGN.md §5 "Floor actions are exactly-once", the client's half: an action carries the
// Idempotency-Key made when the person pressed, and pressing again while the first press's
// outcome is unknown sends the same key, so the server does it at most once.

/**
 * A fresh Idempotency-Key: 128 random bits as hex. `crypto.randomUUID` exists only in a secure
 * context, and a phone on the warehouse network may reach the app over plain http;
 * `getRandomValues` works everywhere.
 */
export function newActionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether an action that failed may still have been done: no answer came (the network, a time-out)
 * or a gateway answered for a server it lost (502–504). The server's own refusals (4xx) and its
 * failures (500: rolled back) say it was not.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof ClientError) return error.kind !== PARSING_ERROR;
  return error instanceof HttpError && error.status >= 502 && error.status <= 504;
}

/** What the person reads of a failure: the server's words, or an i18n key saying the server could not be reached. */
export function messageOf(error: unknown): string {
  if (outcomeUnknown(error)) return 'app.action.unreachable';
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}

/** The same for an action: with no answer, it may or may not have been done, and pressing again is safe. */
export const actionMessageOf = (error: unknown): string => (outcomeUnknown(error) ? 'app.action.no_answer' : messageOf(error));

/**
 * The key of the action a person is taking. `attempt(identity, request)` makes a key at the first
 * press; while that press's outcome is unknown, pressing again for the same action (`identity`:
 * what the person means, without the version a refetch may have moved) gives back the first key
 * and the first request, so exactly what was sent is sent again and the server answers what it
 * did. Another action (a changed quantity, another line) gets a new key. `settled(error)` forgets
 * the press once the server has answered.
 */
export function useActionKey() {
  const pending = useRef<{ key: string; identity: string; request: unknown } | null>(null);
  return {
    attempt<R>(identity: unknown, request: R): { key: string; request: R } {
      const text = JSON.stringify(identity);
      if (pending.current?.identity !== text) pending.current = { key: newActionKey(), identity: text, request };
      return { key: pending.current.key, request: pending.current.request as R };
    },
    /** Whether `identity` is the action whose answer was lost: pressing again is its retry. */
    unanswered(identity: unknown): boolean {
      return pending.current?.identity === JSON.stringify(identity);
    },
    settled(error?: unknown) {
      if (!error || !outcomeUnknown(error)) pending.current = null;
    },
  };
}

/** A record action's identity: what it does, whatever version of the record it was sent at. */
export function actionIdentity(id: unknown, name: string, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [id, name, body];
  const { version: _version, ...rest } = body as Record<string, unknown>;
  return [id, name, rest];
}
