import { eq, sql } from 'drizzle-orm';
import { dealers as dealerDef } from '../../contract/dealers';
import { count, msg } from '../../contract/messages';
import { suppliers as supplierDef } from '../../contract/suppliers';
import type { Db } from '../db/client';
import { dealers, products, suppliers } from '../db/schema';
import { conflict, invalid } from '../errors';
import { recordAudit, type Actor } from './audit';
import { getRecord, touch, type CollectionBinding } from './collections';
import { hashPassword } from './passwords';
import { revokeDealerPasswordResets, revokePrincipalSessions, sameEmail } from './sessions';
import { outer } from './wording';


export const supplierBinding: CollectionBinding = {
  def: supplierDef,
  table: suppliers,
  computed: {
    product_count: sql<number>`(select count(*)::int from ${products} p where p.preferred_supplier_id = ${outer('suppliers')}.id)`.as(
      'product_count',
    ),
  },
  // DESIGN.md §6: a supplier with documents is deactivated, not deleted.
  async beforeDelete(_tx, record) {
    const n = record.product_count as number;
    if (n > 0) {
      throw conflict('supplier_has_products', { name: record.company_name as string, count: count(n, 'product') });
    }
  },
};

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
  });
}
