import type { FastifyInstance } from 'fastify';
import { rolePermissionsInput } from '../../contract/access';
import { portalPasswordInput } from '../../contract/dealers';
import type { Database } from '../db/client';
import { needs } from '../plugins/access';
import { sendPasswordReset, setRolePermissions } from '../services/access';
import type { Mailer } from '../services/mail';
import { warehouseTree } from '../services/locations';
import { setDealerPortalPassword } from '../services/parties';
import { recordId, sendList, staffActor } from './collections';

/** The business actions of the master-data collections (DESIGN.md §5: sub-resources). */
export async function masterDataRoutes(app: FastifyInstance, opts: { database: Database; mailer: Mailer; publicUrl: string }) {
  const { db } = opts.database;

  app.post('/api/dealers/:id/portal-password', needs('dealers', 'write'), async (request, reply) => {
    const { password } = portalPasswordInput.parse(request.body ?? {});
    await setDealerPortalPassword(db, recordId(request), password, staffActor(request));
    return reply.status(204).send();
  });

  app.get('/api/warehouses/:id/tree', needs('rooms', 'read'), async (request) => warehouseTree(db, recordId(request)));

  app.get('/api/permissions', needs('permissions', 'read'), async (_request, reply) => {
    const { rows } = await opts.database.pool.query('select id, name, area, kind from permissions order by area, kind, name');
    return sendList(reply, 'permissions', { rows, total: rows.length, offset: 0 });
  });

  app.put('/api/roles/:id/permissions', needs('roles', 'write'), async (request) =>
    setRolePermissions(db, recordId(request), rolePermissionsInput.parse(request.body ?? {}), staffActor(request)),
  );

  app.post('/api/users/:id/password-reset', needs('users', 'write'), async (request, reply) => {
    const email = await sendPasswordReset(db, opts.mailer, { userId: recordId(request), origin: opts.publicUrl, actor: staffActor(request) });
    return reply.status(202).send({ message: `A password reset link was sent to ${email}.` });
  });
}
