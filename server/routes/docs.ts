import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginInput } from '../../contract/user';
import { allow } from '../plugins/access';
import type { CollectionBinding } from '../services/collections';

const error = { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } } };
const errorResponses = Object.fromEntries(
  ['400', '401', '403', '404', '409', '419', '422', '429'].map((code) => [code, { description: code, content: { 'application/json': { schema: error } } }]),
);
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const listParams = ['sort', 'range', 'filter'].map((name) => ({ name, in: 'query', schema: { type: 'string' }, description: `JSON ${name} (ra-data-simple-rest)` }));

/** DESIGN.md §5 "Docs": OpenAPI built from the same Zod schemas that validate requests. */
export function openApiDocument(bindings: CollectionBinding[]) {
  const paths: Record<string, unknown> = {
    '/api/login': { post: { summary: 'Staff sign-in', requestBody: json(z.toJSONSchema(loginInput)), responses: { 200: { description: '{ user }' }, ...errorResponses } } },
    '/api/refresh-token': { post: { summary: 'Rotate the refresh token', responses: { 200: { description: '{ user }' }, ...errorResponses } } },
    '/api/logout': { post: { summary: 'End the session', responses: { 204: { description: 'Signed out' } } } },
    '/api/csrf-cookie': { get: { summary: 'Set the XSRF-TOKEN cookie', responses: { 204: { description: 'Cookie set' } } } },
  };
  for (const { def } of bindings) {
    const body = z.toJSONSchema(def.input, { io: 'input' });
    const filters = `Filters: q (search ${def.searchFields.join(', ')}), ${Object.keys(def.filters).join(', ')}. Sort by: ${def.sortable.join(', ')}.`;
    paths[`/api/${def.name}`] = {
      get: { summary: `List ${def.name}`, description: filters, parameters: listParams, responses: { 200: { description: 'A page; total in Content-Range' }, ...errorResponses } },
      post: {
        summary: `Create one of ${def.name}`,
        parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } }],
        requestBody: json(body),
        responses: { 201: { description: 'Created' }, ...errorResponses },
      },
    };
    paths[`/api/${def.name}/{id}`] = {
      parameters: [idParam],
      get: { summary: 'Read one', responses: { 200: { description: 'The record' }, ...errorResponses } },
      put: {
        summary: 'Update one (with the version it was read at)',
        requestBody: json({ allOf: [body, { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } }] }),
        responses: { 200: { description: 'Updated' }, ...errorResponses },
      },
      delete: { summary: 'Delete one', responses: { 200: { description: 'The deleted record' }, ...errorResponses } },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Stockyard API', version: '1' }, paths };
}

export async function docsRoutes(app: FastifyInstance, opts: { bindings: CollectionBinding[] }) {
  const document = openApiDocument(opts.bindings);
  app.get('/api/docs', allow('public'), async () => document);
}
