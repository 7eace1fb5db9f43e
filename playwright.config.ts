import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';

// One built server for the whole run, on its own fresh data directory (DESIGN.md §2).
const port = Number(process.env.E2E_PORT ?? 18080);
// Per port, so two runs on one machine do not wipe each other's database.
const dataDir = path.join(os.tmpdir(), port === 18080 ? 'stockyard-e2e' : `stockyard-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: await chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/server.ts`,
    url: `http://127.0.0.1:${port}/api/csrf-cookie`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
