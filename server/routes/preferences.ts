import { staffPreferences, staffPreferencesInput } from '../../contract/mails';
import { localeOfAcceptLanguage } from '../../contract/messages';
import type { Db } from '../db/client';
import { allow } from '../plugins/routeAccess';
import { ownPreferences, setOwnPreferences } from '../services/mails/preferences';
import type { Api } from './collections';

/** Issue 36 item 3: a staff user's own preferences, beside their own password (docs/decisions.md "Mails from events"). */
export function preferenceRoutes(app: Api, db: Db) {
  app.get('/api/me/preferences', { ...allow('staff'), schema: { summary: 'The signed-in user’s own preferences (the low-stock digest)', response: { 200: staffPreferences } } }, async (request) =>
    ownPreferences(db, request.staff!.user.id),
  );
  app.put(
    '/api/me/preferences',
    {
      ...allow('staff'),
      schema: {
        summary: 'Set the signed-in user’s own preferences; their mails are written in the language of the request (Accept-Language). The low-stock digest needs view_po (403)',
        body: staffPreferencesInput,
        response: { 200: staffPreferences },
      },
    },
    async (request) => setOwnPreferences(db, { id: request.staff!.user.id, permissions: request.staff!.permissions }, request.body, localeOfAcceptLanguage(request.headers['accept-language'])),
  );
}
