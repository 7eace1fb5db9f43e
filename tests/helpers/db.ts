import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../../server/db/client';

import { TEMPLATE_DB } from './constants';

export type TestDatabase = Database & { name: string; url: string };

async function createDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 10);
  return {
    ...database,
    name,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = connect(adminUrl, 1);
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

/** A fresh copy of the migrated, demo-seeded template database, for one test file. */
export const freshDatabase = () => createDatabase('t', TEMPLATE_DB);

/** A database with nothing in it, not even the migrations. */
export const emptyDatabase = () => createDatabase('e');
