import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/app';

// `npm run openapi -- [file]`: the API's OpenAPI document, as GET /api/docs serves it, written to
// a file (default openapi.json) without a database: the routes are only declared, never called.
// `npm run lint:api` lints it with Redocly's recommended rules.

const file = process.argv[2] ?? 'openapi.json';
const noDatabase = new Proxy({}, { get: () => () => Promise.reject(new Error('no database: the document only declares the routes')) });
const app = await buildApp({
  database: { db: noDatabase as never, pool: noDatabase as never, describe: 'none', close: async () => {} },
  config: { cookieSecure: false, distDir: '/nonexistent', dataDir: '/nonexistent', smtpUrl: undefined, publicUrl: 'http://127.0.0.1:8080' },
});
await app.ready();
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`stockyard: the OpenAPI document is in ${file}`);
