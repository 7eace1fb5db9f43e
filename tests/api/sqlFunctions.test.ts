import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrateDatabase } from '../../server/db/client';
import { functionFiles, type FunctionFile } from '../../server/db/functions';
import { shippedMigrations } from '../../server/db/migrationLevel';
import { emptyDatabase, freshDatabase, type TestDatabase } from '../helpers/db';

// How the files are held against the database. "Live" is every function and trigger of the public
// schema (extension-owned functions and the internal triggers of foreign keys left out) of a
// database as a start leaves it: this file's copy of the test template, which migrateDatabase built.
// What a file creates is found by the database itself: in a transaction that is rolled back, every
// such function and trigger is dropped, the file alone is run, and whatever then exists is read.
// Both sides are PostgreSQL's own rendering of its catalogue (pg_get_functiondef,
// pg_get_triggerdef) on the same server, so they compare as plain strings: nothing is parsed out
// of the SQL text, and no layout or spelling of the source can make equal rules look different.
// A file is run alone, so it holds each trigger with its function (one subject a file).
//
// Every live function and trigger must come from exactly one file, defined as that file defines
// it. This fails for a rule added in a migration only, for a rule two files define, for a rule a
// file stopped defining while no migration drops it, and for a database that did not get a file.

type Definitions = Map<string, string>;

const PUBLIC_FUNCTIONS = `from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const PUBLIC_TRIGGERS = `from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not t.tgisinternal`;

async function definitions(db: pg.Pool | pg.PoolClient): Promise<Definitions> {
  const { rows } = await db.query<{ name: string; definition: string }>(`
    select 'function ' || p.oid::regprocedure as name, case p.prokind when 'a' then 'an aggregate' else pg_get_functiondef(p.oid) end as definition
    ${PUBLIC_FUNCTIONS}
    union all
    select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid) ${PUBLIC_TRIGGERS}
    order by 1`);
  return new Map(rows.map((r) => [r.name, r.definition]));
}

async function createdBy(client: pg.PoolClient, file: FunctionFile): Promise<Definitions> {
  await client.query('begin');
  try {
    // CASCADE also drops the column defaults that call document_number; the rollback restores them.
    await client.query(`do $$ declare r record; begin
      for r in select t.tgname, t.tgrelid::regclass as rel ${PUBLIC_TRIGGERS} loop
        execute format('drop trigger %I on %s', r.tgname, r.rel);
      end loop;
      for r in select p.oid::regprocedure as sig, case p.prokind when 'a' then 'aggregate' when 'p' then 'procedure' else 'function' end as kind ${PUBLIC_FUNCTIONS} loop
        execute format('drop %s if exists %s cascade', r.kind, r.sig);
      end loop;
    end $$`);
    await client.query(file.sql);
    return await definitions(client);
  } finally {
    await client.query('rollback');
  }
}

/** What differs between the database's functions and triggers and the files; none when they agree. */
async function differences(database: TestDatabase): Promise<string[]> {
  const client = await database.pool.connect();
  try {
    const live = await definitions(client);
    const owners = new Map<string, string[]>();
    const found: string[] = [];
    for (const file of functionFiles()) {
      for (const [name, definition] of await createdBy(client, file)) {
        owners.set(name, [...(owners.get(name) ?? []), file.name]);
        if (!live.has(name)) found.push(`${name}: made by ${file.name}, not in the database`);
        else if (live.get(name) !== definition) found.push(`${name}: the database's definition is not ${file.name}'s`);
      }
    }
    for (const name of live.keys()) {
      const files = owners.get(name) ?? [];
      if (files.length !== 1) found.push(`${name}: defined by ${files.length ? files.join(' and ') : 'no file of server/db/functions'}`);
    }
    return found;
  } finally {
    client.release();
  }
}

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('SQL functions and triggers have one current source (server/db/functions)', () => {
  it('every function and trigger of the database is defined by exactly one file, as that file defines it', async () => {
    expect(await differences(database)).toEqual([]);
  });

  it('names a rule that is not what its file says and one that no file makes; the next start puts the file back', async () => {
    await database.pool.query(`create or replace function document_number(prefix text, n bigint) returns text language sql immutable parallel safe
      as $$ select prefix || '-' || lpad(n::text, 6, '0') $$`);
    await database.pool.query(`create function audit_everything() returns trigger language plpgsql as $$ begin return null; end $$`);
    await database.pool.query(`create trigger dealers_audit_everything after update on dealers for each row execute function audit_everything()`);
    try {
      expect(await differences(database)).toEqual([
        "function document_number(text,bigint): the database's definition is not document_numbers.sql's",
        'function audit_everything(): defined by no file of server/db/functions',
        'trigger dealers_audit_everything on dealers: defined by no file of server/db/functions',
      ]);
    } finally {
      await database.pool.query(`drop function audit_everything() cascade`);
      await migrateDatabase(database);
    }
    expect(await differences(database)).toEqual([]);
  });

  it('no migration after 0020 changes a function or trigger: the files would undo the change at start', async () => {
    // A later migration may make a rule it needs itself (a first definition, which its file then
    // holds too) or drop one; it never changes one. Each later migration's effect is read the same
    // way as the files': the definitions before and after it, on a database migrated step by step.
    const empty = await emptyDatabase();
    const client = await empty.pool.connect();
    try {
      const tags = shippedMigrations().map((m) => m.tag);
      const baseline = tags.indexOf('0020_stock_count_entries');
      const changed: string[] = [];
      let before: Definitions | undefined;
      for (const [i, migration] of readMigrationFiles({ migrationsFolder: path.join(import.meta.dirname, '../../server/db/migrations') }).entries()) {
        for (const statement of migration.sql) await client.query(statement);
        if (i < baseline) continue;
        const after = await definitions(client);
        for (const [name, definition] of before ?? []) {
          if (after.has(name) && after.get(name) !== definition) changed.push(`${tags[i]} changes ${name}`);
        }
        before = after;
      }
      expect(changed).toEqual([]);
    } finally {
      client.release();
      await empty.close();
    }
  });
});

describe('starting (migrations, then the SQL files)', () => {
  it('two processes starting at once on an empty database both succeed, and starting again changes nothing', async () => {
    const first = await emptyDatabase();
    // A pool of its own, as another process would have.
    const second = connect(first.url, 2);
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const applied = async () => (await first.pool.query<{ created_at: number }>('select created_at from drizzle.__drizzle_migrations order by id')).rows.map((r) => r.created_at);
      expect(await applied()).toEqual(shippedMigrations().map((m) => m.when));
      const started = await definitions(first.pool);
      expect(started).toEqual(await definitions(database.pool));

      await migrateDatabase(first);
      expect(await applied()).toEqual(shippedMigrations().map((m) => m.when));
      expect(await definitions(first.pool)).toEqual(started);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
