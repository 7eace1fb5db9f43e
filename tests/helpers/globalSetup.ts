import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, migrateDatabase } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { prepareData } from '../../server/seed/prepare';

import { TEMPLATE_DB } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

interface SharedCluster {
  url: Promise<string>;
  users: number;
  stop: () => Promise<void>;
}

/** The API and UI projects run in one Vitest process and share one cluster: set up by the first, stopped by the last. */
const SHARED = Symbol.for('stockyard.testCluster');
const registry = globalThis as { [SHARED]?: SharedCluster };

async function startCluster(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stockyard-test-'));
  fs.chmodSync(dataDir, 0o755);
  const cluster = await startEmbeddedPostgres(dataDir);
  const admin = connect(cluster.url(), 1);
  await admin.pool.query(`create database ${TEMPLATE_DB}`);
  await admin.close();
  const template = connect(cluster.url(TEMPLATE_DB), 2);
  await migrateDatabase(template);
  await prepareData(template, { seedDemo: true });
  await template.close();
  return {
    url: cluster.url(),
    stop: async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One real PostgreSQL for the run and one migrated, demo-seeded template database; every
 * test file copies the template into a fresh database of its own (tests/helpers/db.ts).
 */
export default async function setup(project: TestProject) {
  if (!registry[SHARED]) {
    const started = startCluster();
    registry[SHARED] = { url: started.then((c) => c.url), users: 0, stop: async () => (await started).stop() };
  }
  const shared = registry[SHARED];
  shared.users += 1;
  project.provide('pgAdminUrl', await shared.url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await shared.stop();
  };
}
