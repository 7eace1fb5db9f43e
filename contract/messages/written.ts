import { MESSAGES, type MessageKey } from './catalogue';
import { isSingular, toMessageLocale, type MessageLocale } from './locales';
import { fillPlaceholders, pluralForm, render, type Message } from './message';
import { WORDS } from './words';

// Text that reaches a reader already written in English, without a key: the messages of the shared
// Zod schemas (a schema writes a string), the notes stored in a document's history, and the HTTP
// library's own failures. They are read back to their key through the catalogue's English. What
// the server refuses carries its key (server/errors.ts) and never comes here.

/** A message a shared schema wrote in English. */
export interface Written {
  readonly english: string;
}

/** What a reader is told: a message by key, or a text a schema wrote in English. */
export type Said = Message | Written;

/** `said` in `locale`. */
export const say = (said: Said, locale: MessageLocale = 'en'): string =>
  'key' in said ? render(said, locale) : translateEnglish(said.english, locale);

const nounByEnglish = new Map(Object.entries(WORDS.en.nouns).flatMap(([name, forms]) => forms.map((form) => [form, name as keyof typeof WORDS.en.nouns] as const)));

/** "3 racks" in `locale`; undefined for a count of something the catalogue does not know. */
function translateCount(value: string, locale: MessageLocale): string | undefined {
  const match = /^(\d+) (.+)$/.exec(value);
  const name = match && nounByEnglish.get(match[2]);
  if (!match || !name) return undefined;
  const n = Number(match[1]);
  return `${n} ${WORDS[locale].nouns[name][isSingular(locale, n) ? 0 : 1]}`;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

/**
 * What a value may be, by its name: `{n}` a number as the services write it ("1,000,000"), `{number}`
 * a document's number ("PO-000012"); anything else any text. A person's note that only starts like
 * a message ("Stocktake of aisle 3") is then not taken for one.
 */
const valuePattern = (name: string) => (name === 'n' ? '(-?\\d[\\d,.]*)' : name === 'number' ? '([A-Z][A-Z0-9]*-\\d+)' : '(.+?)');

const en = MESSAGES.en;

/** English templates with a value, most literal text first, so "… {n} units …" wins over "Line {line}: {message}". */
const templates: Template[] = (Object.keys(en) as MessageKey[])
  .filter((key) => en[key].includes('{'))
  .map((key) => {
    const names = [...en[key].matchAll(PLACEHOLDER)].map((m) => m[1]);
    const source = en[key]
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? valuePattern(part) : escapeRegExp(part)))
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => en[b.key].replace(PLACEHOLDER, '').length - en[a.key].replace(PLACEHOLDER, '').length);

const exact = new Map<string, MessageKey>((Object.keys(en) as MessageKey[]).filter((key) => !en[key].includes('{')).map((key) => [en[key], key]));
const byEnglish = (table: Record<string, string>) => new Map(Object.entries(table).map(([name, words]) => [words, name]));
const namesOf = { statuses: byEnglish(WORDS.en.statuses), types: byEnglish(WORDS.en.types) };

/** `locale`'s words for a status or type written in English ("in progress"); a list joined with " or " word by word. */
function translateWords(table: 'statuses' | 'types', words: string, locale: MessageLocale): string {
  const translated = WORDS[locale][table] as Record<string, string>;
  return words
    .split(' or ')
    .map((word) => {
      const name = namesOf[table].get(word);
      return name ? translated[name] : word;
    })
    .join(locale === 'fr' ? ' ou ' : ' or ');
}

/**
 * An English text of the catalogue in `locale`; any other text (a name, a text already
 * translated, one the catalogue lacks) comes back as it is.
 */
export function translateEnglish(text: string, locale: string): string {
  const target = toMessageLocale(locale);
  if (target === 'en' || !text) return text;
  const key = exact.get(text);
  if (key) return MESSAGES[target][key];
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    let countsKnown = true;
    template.names.forEach((name, i) => {
      const value = match[i + 1];
      if (name.startsWith('status')) values[name] = translateWords('statuses', value, target);
      else if (name.startsWith('type')) values[name] = translateWords('types', value, target);
      else if (name.startsWith('count')) {
        const count = translateCount(value, target);
        if (count === undefined) countsKnown = false;
        else values[name] = count;
      } else if (name === 'message') values[name] = translateEnglish(value, target);
      else values[name] = value;
    });
    // "Received damaged goods" only starts like "Received {count}": not that message.
    if (!countsKnown) continue;
    return fillPlaceholders(MESSAGES[target][pluralForm(template.key, values.n, target)], values);
  }
  return text;
}
