import fs from 'node:fs';
import path from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { count as countOf, MESSAGES, type Message, type MessageKey, type MessageLocale, render, WORDS, type Noun } from '../../contract/messages';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';

// Issue 32: French screens said "1 disponibles", "41 pcs", "Received 12 units". Every message that
// takes a count must read right for every count in both languages, in the app's messages
// (src/i18n, polyglot: `%{smart_count}` and "one |||| many") and in the API's catalogue
// (contract/messages/: `{n}`, `{count…}` and `_one` forms). French uses the singular for 0 and 1.

/** Every leaf of a message tree as "path → text". */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) for (const [p, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(p, text);
  } else out.set(prefix, String(tree));
  return out;
}

/** Words after a 0 or 1 that end like a plural yet are right there: verbs, prepositions, invariable words, "s" and "ms" for seconds and milliseconds. */
const SINGULAR_WORDS: Record<MessageLocale, Set<string>> = {
  en: new Set(['s', 'ms', 'box', 'is', 'was', 'has', 'does', 'goes', 'becomes', 'its', 'this', 'plus', 'minus', 'as', 'across']),
  fr: new Set(['s', 'ms', 'sur', 'dans', 'sans', 'plus', 'après', 'depuis', 'mois', 'fois', 'pas', 'lors', 'près', 'très', 'vers', 'chez', 'sous', 'mis', 'moins', 'hors']),
};

/** "1 disponibles", "0 unités", "1 rows": a count of 0 or 1 (or of 1 in English) followed by a plural. */
function wrongPlurals(text: string, locale: MessageLocale, count: number): string[] {
  const found: string[] = [];
  // The counted word, or the one after it ("1 job cards", "1 fiche terminées").
  for (const match of text.matchAll(/(?<![\d.,])([01])\s(\p{L}[\p{L}’'-]*)(?:\s(\p{L}[\p{L}’'-]*))?/gu)) {
    if (Number(match[1]) !== count) continue;
    const plural = (word: string | undefined) => !!word && /[sx]$/.test(word.toLowerCase()) && !SINGULAR_WORDS[locale].has(word.toLowerCase());
    if (plural(match[2]) || plural(match[3])) found.push(match[0]);
  }
  return found;
}

/** Every `%{name}` filled with `value`, as a screen that counts `value` things shows it. */
/** Values that name something rather than count it ("%{name} holds…"): a word, not the count. */
const NAMES = new Set(['name', 'permissions', 'sku', 'rack', 'path', 'label', 'product', 'number', 'device', 'at', 'email', 'code']);
const fillAll = (text: string, value: number) => Object.fromEntries([...text.matchAll(/%\{(\w+)\}/g)].map((m) => [m[1], NAMES.has(m[1]) ? 'Item' : String(value)]));

const APP_MESSAGES = { en, fr } as const;
const appLeaves = { en: leaves(en), fr: leaves(fr) };
/** react-admin's own messages are its translators'; the app's are under app.* and resources.*. */
const ownKeys = [...appLeaves.en.keys()].filter((key) => !key.startsWith('ra.'));

/** "disponible(s)", "utilisé(s)": a plural left to the reader instead of written. */
const LAZY_PLURAL = /\p{L}\((?:s|es|x)\)/u;

describe('the app’s messages (src/i18n)', () => {
  it('writes every plural out, never as "(s)"', () => {
    const lazy = (['en', 'fr'] as const).flatMap((locale) => ownKeys.filter((key) => LAZY_PLURAL.test(appLeaves[locale].get(key)!)).map((key) => `${locale} ${key}`));
    expect(lazy).toEqual([]);
  });

  const pluralKeys = ownKeys.filter((key) => appLeaves.en.get(key)!.includes('||||') || appLeaves.fr.get(key)?.includes('||||'));

  it('has plural forms in both languages wherever one language has them, as many in each', () => {
    expect(pluralKeys.length).toBeGreaterThan(20);
    const forms = (locale: 'en' | 'fr', key: string) => appLeaves[locale].get(key)!.split('||||').length;
    const differing = pluralKeys.filter((key) => forms('en', key) !== 2 || forms('fr', key) !== 2);
    expect(differing).toEqual([]);
  });

  it.each([
    ['en', 1],
    ['fr', 0],
    ['fr', 1],
  ] as const)('writes no plural after a count of %s %i', (locale, count) => {
    const i18n = polyglotI18nProvider(() => APP_MESSAGES[locale], locale);
    const wrong = ownKeys
      .map((key) => [key, i18n.translate(key, { ...fillAll(appLeaves[locale].get(key)!, count), smart_count: count })] as const)
      .flatMap(([key, text]) => wrongPlurals(text, locale, count).map((words) => `${key}: ${words}`));
    expect(wrong).toEqual([]);
  });

  it('gives smart_count wherever a message with plural forms is asked for by its name', () => {
    const sources = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('i18n'))
      .map((file) => fs.readFileSync(path.join('src', file), 'utf8'));
    const withoutCount = pluralKeys
      .filter((key) => !key.endsWith('.name'))
      .flatMap((key) => sources.flatMap((source) => [...source.matchAll(new RegExp(`['\`]${key.replace(/\./g, '\\.')}['\`]`, 'g'))].map((m) => [key, source.slice(m.index, m.index + 500)] as const)))
      .filter(([, call]) => !/smart_count/.test(call))
      .map(([key]) => key);
    expect(withoutCount).toEqual([]);
  });
});

/** The message `key` about `count` things, as a service says it: `{n}` and every `{count…}` are `count`. */
function messageWith(key: MessageKey, count: number): Message {
  const names = [...MESSAGES.en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const firstNoun = Object.keys(WORDS.en.nouns)[0] as Noun;
  const value = (name: string) => (name === 'n' ? count : name.startsWith('count') ? countOf(count, firstNoun) : name === 'number' ? 'PO-000012' : name.toUpperCase());
  return { key, params: Object.fromEntries(names.map((name) => [name, value(name)])) };
}

describe('the API’s messages (contract/messages/)', () => {
  it('writes every plural out, never as "(s)"', () => {
    const lazy = (['en', 'fr'] as const).flatMap((locale) =>
      Object.entries(MESSAGES[locale])
        .filter(([, text]) => LAZY_PLURAL.test(text))
        .map(([key]) => `${locale} ${key}`),
    );
    expect(lazy).toEqual([]);
  });

  const keys = (Object.keys(MESSAGES.en) as MessageKey[]).filter((key) => !key.endsWith('_one') && /\{(n|count\w*)\}/.test(MESSAGES.en[key]));

  it.each([0, 1, 2])('reads right for a count of %i in both languages', (count) => {
    expect(keys.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const key of keys) {
      const english = render(messageWith(key, count), 'en');
      const french = render(messageWith(key, count), 'fr');
      expect(french, `${key} is not translated`).not.toBe(english);
      if (count < 2) wrong.push(...wrongPlurals(french, 'fr', count).map((words) => `${key} (fr): ${words}`));
      if (count === 1) wrong.push(...wrongPlurals(english, 'en', count).map((words) => `${key} (en): ${words}`));
    }
    expect(wrong).toEqual([]);
  });

  it('counts every noun in the singular for 0 and 1 in French, for 1 only in English', () => {
    for (const [name, [one, many]] of Object.entries(WORDS.fr.nouns)) {
      const [englishOne, englishMany] = WORDS.en.nouns[name as Noun];
      const said = (n: number, locale: MessageLocale) => render({ key: 'category_has_children', params: { name: 'Brakes', count: countOf(n, name as Noun) } }, locale);
      expect(said(0, 'fr')).toContain(`0 ${one}.`);
      expect(said(1, 'fr')).toContain(`1 ${one}.`);
      expect(said(2, 'fr')).toContain(`2 ${many}.`);
      expect(said(1, 'en')).toContain(`1 ${englishOne}.`);
      expect(said(0, 'en')).toContain(`0 ${englishMany}.`);
    }
  });
});
