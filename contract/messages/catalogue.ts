import { accounts } from './accounts';
import { client } from './client';
import { documents } from './documents';
import { imports } from './imports';
import { integrations } from './integrations';
import { labels } from './labels';
import { mails } from './mails';
import type { MessageLocale } from './locales';
import { records } from './records';
import type { Names } from './texts';
import { validation } from './validation';

// The one catalogue of the messages the API, the shared Zod schemas and the client write, by key,
// one file a subject, each with every locale's texts. A key is in one subject only
// (tests/unit/messageCatalogue.test.ts); a locale that lacks a key does not compile.

/** Every subject of the catalogue. */
export const MESSAGE_SUBJECTS = { validation, records, accounts, documents, imports, integrations, labels, mails, client };

const en = { ...validation.en, ...records.en, ...accounts.en, ...documents.en, ...imports.en, ...integrations.en, ...labels.en, ...mails.en, ...client.en };

export type MessageKey = keyof typeof en;

/** Every locale's texts, by key. */
export const MESSAGES: Record<MessageLocale, Record<MessageKey, string>> = {
  en,
  fr: { ...validation.fr, ...records.fr, ...accounts.fr, ...documents.fr, ...imports.fr, ...integrations.fr, ...labels.fr, ...mails.fr, ...client.fr },
};

/** The `{name}`s the English text of `key` takes. */
export type ParamName<K extends MessageKey> = Names<(typeof en)[K]>;
