import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, Client, signIn, type TestApp } from '../helpers/app';
import { acceptsApiKey } from '../../server/plugins/apiKeyScope';
import { apiRoutes, DEALER_A, fillPath, findRecords, REQUIRED_QUERY, type ApiRoute, type Records } from '../helpers/routeTable';

// DESIGN.md §5 "Docs", issue 17 item 1 and defect 7: the OpenAPI document at /api/docs is
// generated from the routes' own declarations, lints clean with Redocly's recommended rules,
// lists every route of the route table, and the answers the server really gives match it.

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
type Operation = {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
};

let t: TestApp;
let admin: Client;
let dealer: Client;
let doc: Doc;
let records: Records;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, ADMIN);
  dealer = new Client(t.app);
  expect((await dealer.post('/api/dealer/login', DEALER_A)).statusCode).toBe(200);
  const res = await new Client(t.app).get('/api/docs');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  records = await findRecords(t, apiRoutes(t.app), admin);
});
afterAll(() => t?.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: ApiRoute) => doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules: no errors', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { stdout: string }) => err,
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // The only warnings: three public GETs (csrf-cookie, docs, health) that have no 4xx answer to
    // give, and DELETE /api/orders/{id}, which only ever refuses (orders are cancelled, not deleted).
    const warnings = report.problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(warnings.sort()).toEqual([
      'operation-2xx-response #/paths/~1api~1orders~1{id}/delete/responses',
      'operation-4xx-response #/paths/~1api~1csrf-cookie/get/responses',
      'operation-4xx-response #/paths/~1api~1docs/get/responses',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
    ]);
  }, 60_000);

  it('holds every route of the route table, and nothing else', () => {
    const routes = apiRoutes(t.app).map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`))
      .sort();
    expect(routes.length).toBeGreaterThan(110);
    expect(documented).toEqual(routes);
  });

  it('gives every operation a success answer with a schema, its security and the error answers it can give', () => {
    const problems: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const op = operationOf(route);
      const key = route.key;
      const codes = Object.keys(op.responses);
      const success = codes.filter((c) => c.startsWith('2'));
      const onlyRefuses = route.method === 'DELETE' && codes.includes('409');
      if (!success.length && !onlyRefuses) problems.push(`${key}: no success answer`);
      for (const code of success) if (code !== '204' && !op.responses[code].content) problems.push(`${key}: ${code} has no schema`);
      const unsafe = route.method !== 'GET';
      if (unsafe && !codes.includes('419')) problems.push(`${key}: 419 undocumented`);
      // A cookie session writes with the anti-forgery header; an API key (a header no page can make a browser send) needs none.
      if (unsafe && !op.security.every((s) => 'xsrfToken' in s || 'apiKey' in s)) problems.push(`${key}: X-XSRF-TOKEN not required`);
      if (route.access !== 'public' && !codes.includes('401')) problems.push(`${key}: 401 undocumented`);
      if (typeof route.access === 'object' && !codes.includes('403')) problems.push(`${key}: 403 undocumented`);
      if (route.url.includes(':id') && !codes.includes('404')) problems.push(`${key}: 404 undocumented`);
      if (op.requestBody && !['400', '415', '422'].every((c) => codes.includes(c))) problems.push(`${key}: body errors undocumented`);
      const session = route.access === 'dealer' ? 'dealerSession' : route.access === 'public' ? null : 'staffSession';
      if (session && !op.security.every((s) => session in s || 'apiKey' in s)) problems.push(`${key}: ${session} not required`);
      const byKey = op.security.some((s) => 'apiKey' in s);
      if (byKey !== acceptsApiKey(route.url, route.access) && route.access !== 'public') problems.push(`${key}: API key ${byKey ? 'declared but refused' : 'accepted but not declared'}`);
      if (byKey && !codes.includes('429')) problems.push(`${key}: 429 (an API key's rate limit) undocumented`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'dealerSession', 'staffSession', 'xsrfToken']);
  });

  it('documents what the server accepts: defaults are optional, extra fields allowed, a list’s total in its headers', () => {
    const login = doc.paths['/api/login'].post.requestBody!.content['application/json'].schema;
    expect(login.required).toEqual(['email', 'password']);
    expect(login.additionalProperties).toBeUndefined();
    const create = doc.paths['/api/products'].post.requestBody!.content['application/json'].schema;
    expect(create.required).toEqual(expect.arrayContaining(['sku', 'name', 'category_id', 'dealer_price', 'cost', 'reorder_level']));
    expect(create.required).not.toContain('unit');
    const update = doc.paths['/api/products/{id}'].put.requestBody!.content['application/json'].schema;
    expect(update.required).toEqual(['version']);
    expect(Object.keys(doc.paths['/api/products'].get.responses['200'].headers ?? {})).toEqual(['Content-Range', 'X-Total-At-Least']);
    // Orders are never deleted (cancel instead): the document says so rather than promising a 200.
    expect(Object.keys(doc.paths['/api/orders/{id}'].delete.responses).filter((c) => c.startsWith('2'))).toEqual([]);
  });
});

describe('the answers the server gives', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let compiled = false;
  const validatorFor = (schema: unknown) => {
    if (!compiled) {
      ajv.addSchema({ $id: 'openapi.json', components: doc.components });
      compiled = true;
    }
    return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));
  };

  it('match the documented schema: every GET route, as staff and as a dealer', async () => {
    const gets = apiRoutes(t.app).filter((r) => r.method === 'GET' && r.url !== '/api/docs');
    expect(gets.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of gets) {
      // A stream never ends on its own; tests/api/events.test.ts checks its messages against these schemas.
      if (operationOf(route).responses['200']?.content?.['text/event-stream']) continue;
      const caller = route.dealerScoped && route.access === 'dealer' ? dealer : admin;
      const id = route.dealerScoped ? records.dealerOrder.a : records.existing[route.recordOf ?? ''];
      const res = await caller.get(fillPath(route.url, { id }) + (REQUIRED_QUERY[route.key] ?? ''));
      if (res.statusCode === 204 && operationOf(route).responses['204']) continue;
      if (res.statusCode !== 200) {
        wrong.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const media = operationOf(route).responses['200'].content!;
      if (media['text/csv']) {
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        continue;
      }
      if (media['application/pdf']) {
        expect(res.headers['content-type']).toMatch(/^application\/pdf/);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        continue;
      }
      const validate = validatorFor(media['application/json'].schema);
      if (!validate(res.json())) wrong.push(`${route.key}: ${ajv.errorsText(validate.errors)}`);
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('match it for writes and errors too: a create, a stale update, a refused delete, a validation error', async () => {
    const schemaOf = (url: string, method: string, code: string) => doc.paths[url][method].responses[code].content!['application/json'].schema;
    const created = await admin.post('/api/categories', { name: 'Documented category' });
    expect(created.statusCode).toBe(201);
    const validCreate = validatorFor(schemaOf('/api/categories', 'post', '201'));
    expect(validCreate(created.json()), ajv.errorsText(validCreate.errors)).toBe(true);
    const stale = await admin.put(`/api/categories/${created.json().id}`, { name: 'Again', version: created.json().version + 5 });
    expect(stale.statusCode).toBe(409);
    const validConflict = validatorFor(schemaOf('/api/categories/{id}', 'put', '409'));
    expect(validConflict(stale.json()), ajv.errorsText(validConflict.errors)).toBe(true);
    expect(stale.json().current).toMatchObject({ id: created.json().id, name: 'Documented category' });
    const invalid = await admin.post('/api/categories', { name: '' });
    expect(invalid.statusCode).toBe(422);
    const validInvalid = validatorFor(schemaOf('/api/categories', 'post', '422'));
    expect(validInvalid(invalid.json()), ajv.errorsText(validInvalid.errors)).toBe(true);
    expect(invalid.json()).toEqual({ message: 'Some fields are not valid', errors: { name: 'Required' } });
  });

  it('never carries a column the schema does not declare', async () => {
    const users = await admin.get('/api/users');
    expect(users.json().length).toBeGreaterThan(3);
    for (const user of users.json()) expect(user).not.toHaveProperty('password_hash');
    const dealers = await admin.get('/api/dealers');
    for (const row of dealers.json()) expect(row).not.toHaveProperty('portal_password_hash');
    const order = await dealer.get(`/api/dealer/orders/${records.dealerOrder.a}`);
    expect(order.json()).not.toHaveProperty('created_by');
    expect(order.json().history.length).toBeGreaterThan(0);
    for (const change of order.json().history) expect(change).not.toHaveProperty('actor_kind');
  });
});
