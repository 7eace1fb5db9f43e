import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium';
import { E2E_WORKERS, serverDataDir, serverPort } from './tests/e2e/servers';

// One build; each worker runs its test files, one after another, against a server of its own on
// a fresh data directory (DESIGN.md §2; tests/e2e/servers.ts, fixtures.ts gives its baseURL).
const ports = Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // The staff app's service worker (issue 35) would precache the whole app in every new context;
    // tests/e2e/offline.spec.ts allows it where it is what is tested.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: await chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: ports.map((port) => ({
    command: `rm -rf ${serverDataDir(port)} && node --import tsx server/server.ts`,
    url: `http://127.0.0.1:${port}/api/csrf-cookie`,
    // Webhooks may reach the tests' own receivers on this machine (DESIGN.md §5 "Integrations").
    env: { PORT: String(port), DATA_DIR: serverDataDir(port), LOG_LEVEL: 'warn', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
