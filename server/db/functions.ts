import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

// STYLE.md: SQL functions and triggers are source files applied at start, not text frozen in
// migrations. The migrations up to 0020 keep the first text of the rules they made, as history;
// the database's rules are what these files say, applied after the migrations at every start.

export const FUNCTIONS_DIR = path.join(import.meta.dirname, 'functions');

export interface FunctionFile {
  name: string;
  sql: string;
}

/** server/db/functions/*.sql in file-name order, the order they are applied in. */
export function functionFiles(): FunctionFile[] {
  return fs
    .readdirSync(FUNCTIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(FUNCTIONS_DIR, name), 'utf8') }));
}

/** Every file, in the caller's transaction (the start's, with the migrations). Each file is idempotent. */
export async function applyFunctions(client: pg.PoolClient): Promise<void> {
  for (const file of functionFiles()) {
    await client.query(file.sql).catch((err: Error) => {
      throw new Error(`server/db/functions/${file.name}: ${err.message}`, { cause: err });
    });
  }
}
