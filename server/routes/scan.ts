import { conflictBody, errorBody } from '../../contract/api';
import { scanParams, scanResult } from '../../contract/scan';
import type { Database } from '../db/client';
import { allow } from '../plugins/routeAccess';
import { scanCode } from '../services/scan';
import type { Api } from './collections';

/** Issue 20 item 2: any signed-in staff user scans; what each may view is filtered by the service. */
export function scanRoutes(app: Api, { db }: Database): void {
  app.get(
    '/api/scan/:code',
    {
      ...allow('staff'),
      schema: {
        summary: 'What a scanned code is: a document number, a product barcode or SKU, a rack code or path ("MAIN / A / A-02")',
        params: scanParams,
        response: {
          200: scanResult,
          404: errorBody.describe('Nothing the caller may view has this code'),
          409: conflictBody.describe('A rack code alone that racks of several rooms share: scan the label, which carries the path'),
        },
      },
    },
    async (request) => scanCode(db, request.params.code, request.staff!.permissions),
  );
}
