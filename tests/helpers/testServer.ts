import type { AddressInfo } from 'node:net';
import { buildTestApp } from './app';

type AppConfig = NonNullable<Parameters<typeof buildTestApp>[0]>['config'];

/** The real API listening on a random loopback port, on a fresh demo-seeded database (UI tests); `config` as buildTestApp's. */
export async function startTestServer(config?: AppConfig): Promise<{ baseUrl: string; close(): Promise<void>; sql(query: string, params?: unknown[]): Promise<unknown[]> }> {
  const testApp = await buildTestApp({ config });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  // Closing must not wait for a request a test left in flight (react-admin may still be fetching).
  const close = async () => {
    testApp.app.server.closeAllConnections();
    await testApp.close();
  };
  return { baseUrl: `http://127.0.0.1:${port}`, close, sql: testApp.sql };
}
