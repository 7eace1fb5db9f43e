import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const JOURNAL = path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json');

export interface Migration {
  tag: string;
  /** The journal's `when`; drizzle records it as `created_at` when it applies the migration. */
  when: number;
}

/** The migrations this code ships, oldest first. */
export function shippedMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: Migration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The `created_at` of every migration applied to the database; none when it was never migrated. */
export async function appliedMigrations(client: pg.Pool | pg.PoolClient): Promise<number[]> {
  const { rows } = await client.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!rows[0].exists) return [];
  const applied = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at');
  return applied.rows.map((r) => Number(r.created_at));
}

/** The shipped migrations the database has not applied. */
export async function missingMigrations(client: pg.Pool | pg.PoolClient): Promise<string[]> {
  const applied = new Set(await appliedMigrations(client));
  return shippedMigrations()
    .filter((m) => !applied.has(m.when))
    .map((m) => m.tag);
}
