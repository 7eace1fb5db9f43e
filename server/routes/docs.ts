import { z } from 'zod';
import { allow } from '../plugins/routeAccess';
import type { Api } from './collections';

/** DESIGN.md §5 "Docs": the OpenAPI document, generated from the routes' own declarations (server/plugins/contract.ts). */
export function docsRoutes(app: Api) {
  app.get(
    '/api/docs',
    { ...allow('public'), schema: { summary: 'This API as an OpenAPI 3.1 document', response: { 200: z.looseObject({ openapi: z.string() }).describe('The OpenAPI document') } } },
    async () => app.swagger(),
  );
}
