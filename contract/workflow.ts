// DESIGN.md §6: each business document moves through a fixed state machine. The tables here
// are the one source of truth: the server refuses any other move (409), the SPA offers only
// these buttons.

export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from]?.includes(to) ?? false;
}

/** One row of a document's status history (who moved it, when, from what to what). */
export interface StatusChange {
  id: number;
  from_status: string | null;
  to_status: string;
  actor_name: string | null;
  note: string | null;
  at: string;
}

/** The body of a transition: the state wanted and the version the user saw. */
export interface TransitionBody<S extends string = string> {
  to: S;
  version: number;
  note?: string | null;
}
