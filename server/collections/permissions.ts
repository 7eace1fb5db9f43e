import { permissionsCollection as permissionDef } from '../../contract/access';
import { permissions } from '../db/schema';
import type { ServerCollection } from '../routes/collections';
import type { CollectionBinding } from '../services/records';

/** GET /api/permissions: the names of DESIGN.md §3, kept by the start-up seed; read-only. */
export const permissionBinding: CollectionBinding = { def: permissionDef, table: permissions };

export const permissionsCollection: ServerCollection = { binding: permissionBinding, writes: 'none' };
