import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { msg, type MessageLocale } from '../../contract/messages';
import type { Db } from '../db/client';
import { dealerPasswordResets, dealers } from '../db/schema';
import { invalid } from '../errors';
import { recordAudit } from './audit';
import { recordChanged } from './events';
import { touch } from './records';
import type { Mail, Mailer } from './mail';
import { hashPassword } from './passwords';
import { dealerActor, revokeDealerPasswordResets, revokePrincipalSessions, tokenHash } from './sessions';

// DESIGN.md §5 "Auth (dealers)", issue 32: a dealer resets its own portal password by mail, as
// staff do theirs: a single-use link valid RESET_HOURS; using it ends every portal session.

export const DEALER_RESET_HOURS = 24;

/** The reset mail in the language the dealer asked in (the portal sends its own as Accept-Language). */
const RESET_MAIL: Record<MessageLocale, (to: { name: string; link: string }) => Omit<Mail, 'to'>> = {
  en: ({ name, link }) => ({
    subject: 'Reset your Stockyard dealer portal password',
    text: `Hello ${name},\n\nTo choose a new password for the Stockyard dealer portal, open this link within ${DEALER_RESET_HOURS} hours:\n\n${link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
  }),
  fr: ({ name, link }) => ({
    subject: 'Réinitialisez votre mot de passe du portail revendeur Stockyard',
    text: `Bonjour ${name},\n\nPour choisir un nouveau mot de passe du portail revendeur Stockyard, ouvrez ce lien dans les ${DEALER_RESET_HOURS} heures :\n\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n`,
  }),
};

/**
 * Mails a reset link to the active dealer that signs in with `email`; nothing for any other
 * email (the route answers the same either way).
 */
export async function sendDealerPasswordReset(db: Db, mail: Mailer, opts: { email: string; origin: string; locale: MessageLocale }): Promise<void> {
  const { rows } = await db.execute<{ id: number; name: string; portal_email: string }>(sql`
    select id, coalesce(nullif(contact_person_name, ''), company_name) as name, portal_email
    from dealers where lower(portal_email) = lower(${opts.email}) and status = 'active'`);
  const [dealer] = rows;
  if (!dealer) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(dealerPasswordResets).values({
    token_hash: tokenHash(token),
    dealer_id: dealer.id,
    expires_at: sql`now() + make_interval(hours => ${DEALER_RESET_HOURS})`,
  });
  const link = `${opts.origin}/dealer/reset-password?token=${token}`;
  await mail({ to: dealer.portal_email, ...RESET_MAIL[opts.locale]({ name: dealer.name, link }) });
}

/** Sets the portal password from a reset link: the link works once, and every portal session of the dealer ends. */
export async function resetDealerPassword(db: Db, token: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(dealerPasswordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(dealerPasswordResets.token_hash, tokenHash(token)), isNull(dealerPasswordResets.used_at), gt(dealerPasswordResets.expires_at, sql`now()`)))
      .returning({ dealer_id: dealerPasswordResets.dealer_id });
    if (!reset) throw invalid({ token: msg('reset_link_invalid') }, msg('reset_link_invalid_short'));
    const [dealer] = await tx
      .update(dealers)
      .set({ portal_password_hash: hash, ...touch })
      .where(eq(dealers.id, reset.dealer_id))
      .returning({ id: dealers.id, version: dealers.version, status: dealers.status });
    await revokePrincipalSessions(tx, 'dealer', reset.dealer_id, 'password reset');
    await revokeDealerPasswordResets(tx, reset.dealer_id);
    const actor = await dealerActor(tx, reset.dealer_id);
    await recordAudit(tx, { collection: 'dealers', recordId: reset.dealer_id, action: 'password-changed', actor, changes: {} });
    await recordChanged(tx, 'dealers', 'updated', dealer, actor);
  });
}
