import { eq, sql } from 'drizzle-orm';
import { idParams, noContent } from '../../contract/api';
import { dealers as dealerDef, portalPasswordInput } from '../../contract/dealers';
import { msg } from '../../contract/messages';
import type { Database, Db } from '../db/client';
import { dealers } from '../db/schema';
import { invalid } from '../errors';
import { needs } from '../plugins/routeAccess';
import { staffActor, type Api, type ServerCollection } from '../routes/collections';
import { recordAudit, type Actor } from '../services/audit';
import { recordChanged } from '../services/events';
import { getRecord, touch, type CollectionBinding } from '../services/records';
import { hashPassword } from '../services/passwords';
import { revokeDealerPasswordResets, revokePrincipalSessions, sameEmail } from '../services/sessions';

export const dealerBinding: CollectionBinding = {
  def: dealerDef,
  table: dealers,
  hidden: ['portal_password_hash'],
  computed: { has_portal_password: sql<boolean>`(${dealers.portal_password_hash} is not null)`.as('has_portal_password') },
  constraints: { dealers_portal_email_unique: { field: 'portal_email', message: msg('portal_email_taken') } },
  // Issue 32, as for a user's email: a new portal login ends the portal sessions and voids the
  // reset links mailed to the old address.
  async afterUpdate(tx, before, after) {
    if (sameEmail(before.portal_email, after.portal_email)) return;
    await revokePrincipalSessions(tx, 'dealer', after.id as number, 'portal email changed');
    await revokeDealerPasswordResets(tx, after.id as number);
  },
};

/** Staff set or reset a dealer's portal password; it is stored hashed and never read back. */
export async function setDealerPortalPassword(db: Db, dealerId: number, password: string, actor: Actor): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const dealer = await getRecord(tx, dealerBinding, dealerId, true);
    if (!dealer.portal_email) throw invalid({ portal_email: msg('portal_email_first') }, msg('no_portal_email'));
    await tx
      .update(dealers)
      .set({ portal_password_hash: hash, ...touch })
      .where(eq(dealers.id, dealerId));
    await revokePrincipalSessions(tx, 'dealer', dealerId, 'portal password reset');
    await revokeDealerPasswordResets(tx, dealerId);
    const change = dealer.has_portal_password ? 'reset' : 'set';
    await recordAudit(tx, { collection: 'dealers', recordId: dealerId, action: 'portal-password', actor, changes: { portal_password: [null, change] } });
    await recordChanged(tx, 'dealers', 'updated', { ...dealer, version: (dealer.version as number) + 1 }, actor);
  });
}

function dealerRoutes(app: Api, { db }: Database) {
  app.post(
    '/api/dealers/:id/portal-password',
    { ...needs('dealers', 'write'), schema: { summary: 'Set or reset the dealer’s portal password; its portal sessions end', params: idParams, body: portalPasswordInput, response: { 204: noContent } } },
    async (request, reply) => {
      await setDealerPortalPassword(db, request.params.id, request.body.password, staffActor(request));
      return reply.status(204).send();
    },
  );
}

export const dealersCollection: ServerCollection = { binding: dealerBinding, routes: dealerRoutes };
