import { eq, sql } from 'drizzle-orm';
import type { PatchOf } from '../../contract/api';
import { DEFAULT_SETTINGS, settingsInput, type Settings } from '../../contract/settings';
import type { Db, Tx } from '../db/client';
import { checked } from '../errors';
import { settings } from '../db/schema';
import { diff, recordAudit, type Actor } from './audit';
import { appendEvent } from './events';
import { assertVersion } from './records';

// Business settings live in one row, so a change is one versioned write like any record's.
const KEY = 'business';

/** Writes the defaults once (at start-up), so every later change is a versioned update. */
export async function ensureSettings(db: Db): Promise<void> {
  await db.insert(settings).values({ key: KEY, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}

export async function getSettings(db: Db | Tx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return { ...DEFAULT_SETTINGS, ...(row?.value as object), version: row?.version ?? 1 };
}

/** The fields given change, the others keep their values; the whole is checked again. */
export async function updateSettings(db: Db, change: PatchOf<typeof settingsInput>, actor: Actor): Promise<Settings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from settings where key = ${KEY} for update`);
    const current = await getSettings(tx);
    assertVersion(change, current);
    const given = Object.fromEntries(Object.entries(change).filter(([key, value]) => key !== 'version' && value !== undefined));
    const { version: _version, ...values } = { ...current, ...given };
    const next = checked(settingsInput, values);
    await tx
      .insert(settings)
      .values({ key: KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, version: sql`settings.version + 1`, updated_at: sql`now()` } });
    const updated = await getSettings(tx);
    const changes = diff(current, updated);
    await recordAudit(tx, { collection: 'settings', recordId: 1, action: 'update', actor, changes });
    await appendEvent(tx, { type: 'settings.updated', collection: 'settings', recordId: 1, actor, payload: { version: updated.version, changed: Object.keys(changes) } });
    return updated;
  });
}
