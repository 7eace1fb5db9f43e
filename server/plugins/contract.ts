import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflictBody, errorBody } from '../../contract/api';
import { XLSX_TYPE } from '../../contract/imports';
import { AREAS } from '../../contract/permissions';
import { REGISTRY } from '../../contract/registry';
import { acceptsApiKey } from './apiKeyScope';
import type { RouteAccess } from './routeAccess';

// DESIGN.md §5 "Docs" and STYLE.md: every route declares its params, query, body and answers
// with the shared Zod schemas. Requests are parsed by them at the edge (services receive typed,
// checked input), answers go out through them (a column no schema declares cannot leak), and
// the OpenAPI document at /api/docs is generated from the same declarations.

/** An answer that does not match its declared schema: a server bug, logged, never sent. */
export class AnswerMismatch extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${method} ${url} does not match its schema`);
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Session cookies and the anti-forgery header as OpenAPI security schemes. */
const SECURITY_SCHEMES = {
  staffSession: { type: 'apiKey', in: 'cookie', name: 'sy_session', description: 'The staff session (httpOnly; `__Secure-sy_session` over HTTPS), set by POST /api/login.' },
  dealerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sy_dealer_session',
    description: 'The dealer session (httpOnly; `__Secure-sy_dealer_session` over HTTPS), set by POST /api/dealer/login.',
  },
  xsrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'Every POST, PUT, PATCH and DELETE echoes the readable XSRF-TOKEN cookie here, or gets 419. GET /api/csrf-cookie sets the cookie.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key (`Authorization: Bearer sy_…`, made by POST /api/api-keys): no cookie and no X-XSRF-TOKEN. It opens the staff routes its permissions allow, never the dealer portal or a session route; requests are rate-limited per key (429 with Retry-After).',
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request: a query parameter or the JSON body cannot be read',
  401: 'Not signed in (or signed in to the other portal)',
  403: 'The signed-in user lacks the permission this route needs (DESIGN.md §3)',
  404: 'No such record, or not one the caller may see',
  409: 'Conflict: a stale version (with the current record), a rule broken or a record in use',
  415: 'The body is not JSON',
  419: 'The anti-forgery token (X-XSRF-TOKEN) is missing or wrong',
  422: 'Validation: `errors` names a message per field',
  423: 'The session is locked (lock screen): unlock it first',
  429: 'Too many attempts (or requests with this API key): wait as long as Retry-After says',
};

const describe = (schema: z.ZodType, description: string) => schema.describe(description);

/** The error answers a route can give, from what it declares: who may call it, its method, params and body. */
function errorResponses(method: string, url: string, schema: FastifySchema, access: RouteAccess | undefined): Record<number, z.ZodType> {
  const codes = new Set<number>();
  if (access !== 'public' && acceptsApiKey(url, access)) codes.add(429);
  if (schema.querystring || schema.body) codes.add(400);
  if (access !== 'public') codes.add(401);
  if (access !== 'public' && access !== 'dealer') codes.add(423);
  if (typeof access === 'object') codes.add(403);
  if (schema.params) codes.add(404);
  if (UNSAFE.has(method)) codes.add(419).add(409);
  if (schema.body) codes.add(415).add(422);
  return Object.fromEntries([...codes].map((code) => [code, describe(code === 409 ? conflictBody : errorBody, ERROR_DESCRIPTIONS[code])]));
}

/** Who may call: the session cookie (with the anti-forgery header on a write), or an API key where keys are accepted. */
function securityOf(method: string, url: string, access: RouteAccess | undefined) {
  const xsrf = UNSAFE.has(method) ? { xsrfToken: [] } : {};
  if (access === 'public') return UNSAFE.has(method) ? [xsrf] : [];
  if (access === 'dealer') return [{ dealerSession: [], ...xsrf }];
  return [{ staffSession: [], ...xsrf }, ...(acceptsApiKey(url, access) ? [{ apiKey: [] }] : [])];
}

/** `GET /api/orders/:id/transition` → getOrdersIdTransition: unique, stable, readable. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split(/[/:.-]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The tag of a route: its collection, or its area of the API. */
function tagOf(url: string): string {
  const [, first, second] = url.split('/').slice(1);
  if (first === 'dealer') return 'dealer portal';
  if (first === 'dashboard') return 'dashboards';
  if (REGISTRY.some((e) => e.def.name === first)) return first;
  if (first === 'storefront') return 'storefront';
  if (['login', 'logout', 'refresh-token', 'csrf-cookie', 'me', 'lock', 'unlock', 'register', 'forgot-password', 'reset-password', 'password'].includes(first)) {
    return 'session and account';
  }
  if (first === 'scan' || first === 'labels') return 'floor';
  if (first === 'events') return 'events';
  if (first === 'webhook-deliveries') return 'webhook-subscriptions';
  return second && first === 'imports' ? 'imports' : 'service';
}

const TAGS = [
  ...REGISTRY.map((e) => ({ name: e.def.name, description: `${e.def.name}: permission ${AREAS.find((a) => a.area === e.def.area)?.read ?? '—'} to read` })),
  { name: 'session and account', description: 'Staff sign-in, session, lock screen, registration and passwords (DESIGN.md §5 "Auth (staff)")' },
  { name: 'dealer portal', description: 'The dealer portal: its own session, scoped to the signed-in dealer (DESIGN.md §5 "Auth (dealers)")' },
  { name: 'dashboards', description: 'Figures for the dashboard widgets; each needs the read permission of its area' },
  { name: 'storefront', description: 'The demo storefront catalogue: any signed-in staff user' },
  { name: 'imports', description: 'Bulk imports from CSV or XLSX files (DESIGN.md §5 "Imports"): each needs the write permission of the list it fills' },
  { name: 'floor', description: 'The stock floor: what a scanned code is, and printable barcode labels (DESIGN.md §5 "Floor")' },
  { name: 'events', description: 'Live events as Server-Sent Events, each filtered by what the session may read (DESIGN.md §5 "Events"); the dealer portal has its own' },
  { name: 'service', description: 'Settings, health and this document' },
];

function isApi(url: string) {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Registered before any route. Zod validates requests and answers; each /api route must declare
 * a summary and its success answer, or the app does not start; the error answers, security,
 * tag and operation id of each route are added from its declaration.
 */
export const contractPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    // A write without a body is judged as an empty object: its fields are reported as required.
    const result = schema.safeParse(httpPart === 'body' && data === undefined ? {} : data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler<z.ZodType>(({ schema, method, url }) => (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new AnswerMismatch(method, url, result.error.issues);
    return JSON.stringify(result.data);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApi(route.url)) return;
    const method = [route.method].flat()[0];
    if (method === 'HEAD') return;
    const schema = (route.schema ??= {}) as FastifySchema & { summary?: string; response?: Record<string, unknown> };
    const where = `${method} ${route.url}`;
    if (!schema.summary) throw new Error(`${where} declares no summary: every route says what it does (server/plugins/contract.ts)`);
    const response = schema.response ?? {};
    if (!Object.keys(response).length) throw new Error(`${where} declares no answer (schema.response)`);
    const access = route.config?.access;
    schema.response = { ...errorResponses(method, route.url, schema, access), ...response };
    Object.assign(schema, { tags: [tagOf(route.url)], security: securityOf(method, route.url, access), operationId: operationId(method, route.url) });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stockyard API',
        version: '1',
        description:
          'The back-office of a stock-and-workshop business and its dealer portal. Lists follow ra-data-simple-rest: `sort`, `range` and `filter` as JSON in the query string, the total in `Content-Range` (`X-Total-At-Least` when the count stopped early). Every write carries the anti-forgery header; every editable record a `version`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (document) => {
      if (!isApi(document.url) || document.route.method === 'HEAD') return { schema: { hide: true } as FastifySchema, url: document.url };
      const result = describedAnswers(jsonSchemaTransform(document));
      if (document.route.config?.fileBody) Object.assign(result.schema, { body: FILE_BODY });
      return result;
    },
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });
});

/** A file upload's request body: the bytes of a CSV or XLSX file. */
const FILE_BODY = {
  content: {
    'text/csv': { schema: { type: 'string', description: 'CSV: UTF-8 (with or without BOM) or Windows-1252; comma or semicolon separated; the header row first' } },
    [XLSX_TYPE]: { schema: { type: 'string', format: 'binary', description: 'An Excel workbook: its first sheet, the header row first' } },
  },
};

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted: it goes on after the answer', 204: 'Done; no content' };

/** Each success answer says what it is; a list's documents the headers that carry its total. */
function describedAnswers(result: ReturnType<typeof jsonSchemaTransform>) {
  const responses = (result.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
  for (const [code, answer] of Object.entries(responses)) {
    if (!/^2/.test(code)) continue;
    if (answer['x-list']) {
      delete answer['x-list'];
      answer.description ??= 'A page of records; the total is in Content-Range';
      answer.headers = {
        'Content-Range': { type: 'string', description: '`<collection> <first>-<last>/<total>`, e.g. `products 0-24/240`' },
        'X-Total-At-Least': { type: 'integer', description: 'Present when the count stopped early: the total is at least this (and Content-Range carries it)' },
      };
    }
    answer.description ??= SUCCESS[code] ?? 'OK';
  }
  return result;
}

/** Zod's registry yields an input and an output form of every named schema; the document keeps those its routes use. */
function withoutUnusedComponents<T extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const refs = (value: unknown) => [...JSON.stringify(value).matchAll(/#\/components\/schemas\/([\w.-]+)/g)].map((m) => m[1]);
  const used = new Set<string>();
  const queue = refs(document.paths);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refs(schemas[name]));
  }
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}
