import { sql } from 'drizzle-orm';
import { stockAdjustments } from '../../contract/stock';
import type { Db } from '../db/client';
import { pgErrorOf } from '../errors';
import type { Actor } from './audit';
import { RETRYABLE, STOCK_ATTEMPTS } from './stockLedger';

// DESIGN.md §6 (issue 21, decision 2): postings of stock adjustments may be grouped. Concurrent
// postings share one call of the database's `stock_post_adjustments` (server/db/functions/
// stock_post.sql): one transaction, committed durably (synchronous_commit stays on), each posting
// in a subtransaction of its own so a refused one is undone alone. A hot rack's row is held for the
// database's work and one flush per group, never across a round trip to this process; and every
// request is answered only after its group has committed.
//
// One group at a time per process: two groups in flight would hold the locks of several postings
// each, in arrival order, free to deadlock each other. A group can still meet another stock
// change (or another process's group) in a deadlock; PostgreSQL then refuses one posting's
// statement, that posting alone is undone, and it is tried again, first in the next group.

/**
 * At most 64 postings a group. Each posting that writes is a subtransaction; PostgreSQL caches 64
 * per backend, and past that every other session's snapshots must look the group's
 * subtransactions up in pg_subtrans until it commits.
 */
export const GROUP_CAP = 64;

/** The SQLSTATE stock_post.sql raises for a line its rack cannot cover, the line's number as detail. */
export const SHORT_LINE = 'SY001';

export interface PostingRequest {
  id: number;
  version: number;
  actor: Actor;
}

/**
 * What became of a posting once its group committed: posted; stale (not a draft at that
 * version, or not there: the caller says which); or short, a line the rack could not cover.
 */
export type PostingOutcome = { state: 'posted'; at: string } | { state: 'stale' } | { state: 'short'; lineNo: number };

interface Waiting extends PostingRequest {
  attempt: number;
  resolve(outcome: PostingOutcome): void;
  reject(error: unknown): void;
}

/** A posting's error that is not a refusal, with what PostgreSQL said, for the log. */
class PostingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A posting that arrives while no group is in flight starts one at once, alone: no timer, no added
 * wait. Those that arrive while a group runs and commits wait, and the next group takes them all,
 * up to GROUP_CAP, in the order they came.
 */
export class PostingGroups {
  private readonly waiting: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  /** How many postings wait for the next group (what a test waits for before letting a group go). */
  get queued(): number {
    return this.waiting.length;
  }

  post(request: PostingRequest): Promise<PostingOutcome> {
    return new Promise<PostingOutcome>((resolve, reject) => {
      this.waiting.push({ ...request, attempt: 1, resolve, reject });
      if (!this.running) void this.runGroups();
    });
  }

  private async runGroups(): Promise<void> {
    this.running = true;
    try {
      for (let running = this.nextGroup(); running; ) {
        const { again, settle } = await running;
        this.waiting.unshift(...again);
        running = this.nextGroup();
        // The next group's call is on its way before this group's answers are written: writing
        // them (the records, their JSON, the sockets) is this process's work, not the rack's.
        setImmediate(settle);
      }
    } finally {
      this.running = false;
    }
  }

  private nextGroup() {
    const group = this.waiting.splice(0, GROUP_CAP);
    return group.length ? this.runGroup(group) : undefined;
  }

  /** One call for the whole group. Gives back the postings to try again, and `settle`, which answers all the others; it never throws. */
  private async runGroup(group: Waiting[]): Promise<{ again: Waiting[]; settle: () => void }> {
    const again: Waiting[] = [];
    const answers: (() => void)[] = [];
    const settle = () => answers.forEach((answer) => answer());
    const retry = (posting: Waiting, error: unknown) => {
      if (posting.attempt < STOCK_ATTEMPTS) again.push({ ...posting, attempt: posting.attempt + 1 });
      else answers.push(() => posting.reject(error));
    };
    let rows: { state: string; detail: string | null; message: string | null; at: string }[];
    try {
      ({ rows } = await this.db.execute<{ state: string; detail: string | null; message: string | null; at: string }>(sql`
        select state, detail, message, now() as at from stock_post_adjustments(${sql.param(group.map((p) => p.id))}::int[], ${sql.param(group.map((p) => p.version))}::int[],
          ${stockAdjustments.name}, ${sql.param(group.map((p) => p.actor.kind))}::text[], ${sql.param(group.map((p) => p.actor.id))}::int[],
          ${sql.param(group.map((p) => p.actor.name))}::text[])`));
    } catch (error) {
      // The call or its COMMIT failed: nothing of the group is done.
      for (const posting of group) {
        if (RETRYABLE.has(pgErrorOf(error)?.code ?? '')) retry(posting, error);
        else answers.push(() => posting.reject(error));
      }
      return { again, settle };
    }
    group.forEach((posting, i) => {
      const { state, detail, message, at } = rows[i];
      if (state === 'posted') answers.push(() => posting.resolve({ state, at }));
      else if (state === 'stale') answers.push(() => posting.resolve({ state }));
      else if (state === SHORT_LINE) answers.push(() => posting.resolve({ state: 'short', lineNo: Number(detail) }));
      else if (RETRYABLE.has(state)) retry(posting, new PostingError(state, message ?? state));
      else answers.push(() => posting.reject(new PostingError(state, `stock adjustment ${posting.id} could not be posted: ${state} ${message}`)));
    });
    return { again, settle };
  }
}

const groupsOf = new WeakMap<Db, PostingGroups>();

/** The posting groups of a database: one queue per process and pool. */
export function postingGroups(db: Db): PostingGroups {
  let groups = groupsOf.get(db);
  if (!groups) groupsOf.set(db, (groups = new PostingGroups(db)));
  return groups;
}
