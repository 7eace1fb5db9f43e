import { z } from 'zod';
import { timestamp, version } from './api';

// DESIGN.md §6: each business document moves through a fixed state machine. The tables here
// are the one source of truth: the server refuses any other move (409), the SPA offers only
// these buttons.

export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from]?.includes(to) ?? false;
}

/** One row of a document's status history (who moved it, when, from what to what). */
export const statusChange = z.object({
  id: z.number().int(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor_kind: z.enum(['staff', 'dealer', 'system']),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: timestamp,
});
export type StatusChange = z.infer<typeof statusChange>;

/** The body of a transition: the state wanted, the version the user saw, and an optional note. */
export function transitionInput<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    to: z.enum(statuses, { error: 'Choose a status' }),
    version,
    note: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  });
}
