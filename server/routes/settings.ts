import { patchOf } from '../../contract/api';
import { settingsInput, settingsRecord } from '../../contract/settings';
import type { Database } from '../db/client';
import { allow, needs } from '../plugins/routeAccess';
import { getSettings, updateSettings } from '../services/settings';
import { staffActor, type Api } from './collections';

// The business settings (DESIGN.md §6): one record, read by every staff user, changed by those
// holding the settings' write permission.

export function settingsRoutes(app: Api, { db }: Database) {
  app.get('/api/settings', { ...allow('staff'), schema: { summary: 'The business settings: tax rate, currency and the company header of printed documents', response: { 200: settingsRecord } } }, async () =>
    getSettings(db),
  );
  app.put(
    '/api/settings',
    { ...needs('settings', 'write'), schema: { summary: 'Change the business settings (the fields given), at the version read', body: patchOf(settingsInput), response: { 200: settingsRecord } } },
    async (request) => updateSettings(db, request.body, staffActor(request)),
  );
}
