import { idParams, messageAnswer, noContent } from '../../contract/api';
import { rolePermissionsInput, roleRecord } from '../../contract/access';
import { portalPasswordInput } from '../../contract/dealers';
import { warehouseTree as warehouseTreeAnswer } from '../../contract/locations';
import type { Database } from '../db/client';
import { needs } from '../plugins/access';
import { sendPasswordReset, setRolePermissions } from '../services/access';
import type { Mailer } from '../services/mail';
import { warehouseTree } from '../services/locations';
import { setDealerPortalPassword } from '../services/parties';
import { staffActor, type Api } from './collections';

// The business actions of the master-data collections (DESIGN.md §5: sub-resources).

export function dealerRoutes(app: Api, { db }: Database) {
  app.post(
    '/api/dealers/:id/portal-password',
    { ...needs('dealers', 'write'), schema: { summary: 'Set or reset the dealer’s portal password; its portal sessions end', params: idParams, body: portalPasswordInput, response: { 204: noContent } } },
    async (request, reply) => {
      await setDealerPortalPassword(db, request.params.id, request.body.password, staffActor(request));
      return reply.status(204).send();
    },
  );
}

export function warehouseRoutes(app: Api, { db }: Database) {
  app.get('/api/warehouses/:id/tree', { ...needs('rooms', 'read'), schema: { summary: 'A warehouse with its rooms and their racks', params: idParams, response: { 200: warehouseTreeAnswer } } }, async (request) =>
    warehouseTree(db, request.params.id),
  );
}

export function roleRoutes(app: Api, { db }: Database) {
  app.put(
    '/api/roles/:id/permissions',
    { ...needs('roles', 'write'), schema: { summary: 'Replace the role’s permissions, at the version read', params: idParams, body: rolePermissionsInput, response: { 200: roleRecord } } },
    async (request) => setRolePermissions(db, request.params.id, request.body, staffActor(request)),
  );
}

export function userRoutes(app: Api, { db }: Database, opts: { mailer: Mailer; publicUrl: string }) {
  app.post(
    '/api/users/:id/password-reset',
    { ...needs('users', 'write'), schema: { summary: 'Mail the user a one-time link to choose a new password', params: idParams, response: { 202: messageAnswer } } },
    async (request, reply) => {
      const email = await sendPasswordReset(db, opts.mailer, { userId: request.params.id, origin: opts.publicUrl, actor: staffActor(request) });
      return reply.status(202).send({ message: `A password reset link was sent to ${email}.` });
    },
  );
}
