import { sql } from 'drizzle-orm';
import { apiKeyCreated, apiKeyInput, apiKeys as apiKeyDef } from '../../contract/integrations';
import { msg } from '../../contract/messages';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import { forbidden, invalid } from '../errors';
import { needs } from '../plugins/routeAccess';
import { staffActor, type Api, type ServerCollection } from '../routes/collections';
import { newApiKeySecret } from '../services/apiKeys';
import type { Actor } from '../services/audit';
import { assertMayGrant } from '../services/privilege';
import { createRecord, type CollectionBinding } from '../services/records';
import { outer } from '../services/wording';

// DESIGN.md §5 "Integrations", issue 36 item 1; the request side is services/apiKeys.ts.

/** docs/decisions.md "Integrations": a key makes and revokes no keys, so no key can outlive or outgrow what a person gave it. */
function assertPerson(actor: Actor): void {
  if (actor.apiKeyId !== undefined) throw forbidden('api_key_cannot_manage_keys');
}

export const apiKeyBinding: CollectionBinding = {
  def: apiKeyDef,
  table: apiKeys,
  hidden: ['secret_hash'],
  computed: {
    created_by_name: sql<string | null>`(select u.full_name from ${users} u where u.id = ${outer('api_keys')}.created_by)`.as('created_by_name'),
  },
  // DESIGN.md §3: a key holds at most its maker's permissions.
  async validate(_tx, data, { actor }) {
    assertPerson(actor);
    assertMayGrant(actor, data.permissions as string[]);
    if (data.expires_at && new Date(data.expires_at as string | Date).getTime() <= Date.now()) throw invalid({ expires_at: msg('api_key_expiry_past') });
  },
  // Deleting is revoking: the row goes, the session caches of every process hear of it at once (its trigger).
  async beforeDelete(_tx, _record, { actor }) {
    assertPerson(actor);
  },
};

function apiKeyRoutes(app: Api, { db }: Database) {
  // No Idempotency-Key: its stored answer would keep the secret.
  app.post(
    '/api/api-keys',
    {
      ...needs('api-keys', 'write'),
      schema: { summary: 'Make an API key holding some of your permissions; its secret is in this answer only', body: apiKeyInput, response: { 201: apiKeyCreated } },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      const { secret, prefix, hash } = newApiKeySecret();
      const { expires_at, ...rest } = request.body;
      const created = await db.transaction((tx) =>
        createRecord(tx, apiKeyBinding, { ...rest, permissions: [...new Set(rest.permissions)].sort(), expires_at: expires_at ? new Date(expires_at) : null, prefix, secret_hash: hash, created_by: actor.id }, actor),
      );
      return reply.status(201).send({ ...created, secret });
    },
  );
}

export const apiKeysCollection: ServerCollection = { binding: apiKeyBinding, writes: 'custom', routes: apiKeyRoutes };
