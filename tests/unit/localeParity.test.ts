import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as access from '../../contract/access';
import * as categories from '../../contract/categories';
import * as dealerPortal from '../../contract/dealerPortal';
import * as dealers from '../../contract/dealers';
import * as locations from '../../contract/locations';
import { MESSAGE_CATALOGUE, MESSAGE_LOCALES, localeOfAcceptLanguage, translateMessage } from '../../contract/messages';
import * as orders from '../../contract/orders';
import * as products from '../../contract/products';
import * as purchaseOrders from '../../contract/purchaseOrders';
import * as settings from '../../contract/settings';
import * as stock from '../../contract/stock';
import * as suppliers from '../../contract/suppliers';
import * as user from '../../contract/user';
import * as workshop from '../../contract/workshop';
import { en, enSources } from '../../src/i18n/en';
import { fr, frSources } from '../../src/i18n/fr';
import { messageClashes } from '../../src/i18n/merge';
import { zodArbitrary } from '../helpers/zodArbitrary';

// Issue 18, item 4: every text exists in English and in French. A key present in one locale and
// not the other fails here, as does a message a shared schema writes that the catalogue lacks.

/** Every leaf of a message tree as "path → text". */
function leaves(tree: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) for (const [p, text] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, text);
  } else out.set(path, String(tree));
  return out;
}

/** The keys of `a` that `b` lacks. */
const missingIn = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((key) => !b.has(key));

/** The names a text interpolates: %{name} (polyglot) or {name} (the catalogue). */
const valueNames = (text: string) => [...text.matchAll(/%?\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the SPA message files (src/i18n): English and French have the same keys', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('no key is in English only', () => {
    expect(missingIn(english, french)).toEqual([]);
  });

  it('no key is in French only', () => {
    expect(missingIn(french, english)).toEqual([]);
  });

  it('a French text of the app uses no value its English text lacks (smart_count aside: react-admin gives it for plurals)', () => {
    const unfilled = [...french]
      .filter(([key]) => !key.startsWith('ra.') && english.has(key))
      .filter(([key, text]) => valueNames(text).some((name) => name !== 'smart_count' && !valueNames(english.get(key)!).includes(name)))
      .map(([key]) => key);
    expect(unfilled).toEqual([]);
  });
});

describe('the message catalogue of the API and the shared schemas (contract/messages.ts)', () => {
  const [first, ...others] = MESSAGE_LOCALES.map((locale) => ({ locale, keys: leaves(MESSAGE_CATALOGUE[locale]) }));

  it.each(others)('has the keys of English in $locale, and no other', ({ keys }) => {
    expect(missingIn(first.keys, keys)).toEqual([]);
    expect(missingIn(keys, first.keys)).toEqual([]);
  });

  it.each(others)('fills the same values in $locale as in English', ({ keys }) => {
    const differing = [...first.keys].filter(([key, text]) => valueNames(text).join() !== valueNames(keys.get(key) ?? '').join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  /** Every input schema the SPA, the portal and the API validate with. */
  const modules: Record<string, unknown>[] = [access, categories, dealerPortal, dealers, locations, orders, products, purchaseOrders, settings, stock, suppliers, user, workshop];
  const inputs = modules
    .flatMap((module) => Object.entries(module))
    .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Input') && entry[1] instanceof z.ZodType);

  it('gives a French message for every message the input schemas write', () => {
    expect(inputs.length).toBeGreaterThan(30);
    const untranslated = new Set<string>();
    const check = (schema: z.ZodType, value: unknown) => {
      for (const issue of schema.safeParse(value).error?.issues ?? []) if (translateMessage(issue.message, 'fr') === issue.message) untranslated.add(issue.message);
    };
    for (const [, input] of inputs) {
      const samples = fc.sample(zodArbitrary(input, { hostile: false }), { numRuns: 500, seed: 18 });
      // A body as near valid as the samples give (a currency code must also be a known one).
      const valid = samples.find((v) => input.safeParse(v).success) ?? samples[0];
      check(input, {});
      // One field at a time (the first line's too) set to each value a form can send wrong.
      for (const path of fieldPaths(valid)) for (const probe of PROBES) check(input, withValueAt(valid, path, probe));
    }
    expect([...untranslated]).toEqual([]);
  });
});

/** Values just outside what fields take: missing, empty, too long, negative, huge, fractional, of another type. */
const PROBES: unknown[] = [undefined, null, '', ' ', 'x'.repeat(6000), 'not valid!', -1, 0, -1e13, 1e13, 1.234, true, [], {}];

/** The paths of `value`'s fields, into the first element of each array. */
function fieldPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? [path, ...fieldPaths(value[0], [...path, 0])] : [path];
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, v]) => fieldPaths(v, [...path, key]))].filter((p) => p.length);
  return [path];
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

describe('translateMessage and Accept-Language', () => {
  it('translates a message with its values, statuses and an inner message', () => {
    expect(translateMessage('At most 200 characters', 'fr')).toBe('200 caractères au plus');
    expect(translateMessage('Invalid input: expected number, received string', 'fr')).toBe('Saisie non valide : nombre attendu, texte reçu');
    expect(translateMessage('PO-000003 is partially received; only a draft can be changed.', 'fr')).toBe('PO-000003 est reçu en partie ; seul un brouillon peut être modifié.');
    expect(translateMessage('ORD-000120 is pending and cannot be moved to dispatched. From pending it can go to confirmed or cancelled.', 'fr-CA')).toBe(
      'ORD-000120 est en attente et ne peut pas passer à expédié. Depuis en attente, il peut passer à confirmé ou annulé.',
    );
    expect(translateMessage('Line 2: Not enough stock of BRK-001 in MAIN / A / 01: 1 unit on hand, 3 to take.', 'fr')).toBe(
      'Ligne 2 : Stock insuffisant de BRK-001 dans MAIN / A / 01 : 1 unité en stock, 3 à prélever.',
    );
  });

  it('counts in the locale’s words', () => {
    expect(translateMessage('Cannot delete the rack "A-01": it holds 1 unit of 3 products.', 'fr')).toBe('Impossible de supprimer le casier « A-01 » : il contient 1 unité de 3 produits.');
    expect(translateMessage('Cannot delete the role "Auditor": 2 users have it. Give them another role first.', 'fr')).toBe(
      'Impossible de supprimer le rôle « Auditor » : 2 utilisateurs ont ce rôle. Donnez-leur d’abord un autre rôle.',
    );
  });

  it('leaves English, and any text outside the catalogue, as it is', () => {
    expect(translateMessage('Must be 0 or more', 'en')).toBe('Must be 0 or more');
    expect(translateMessage('Must be 0 or more', 'de')).toBe('Must be 0 or more');
    expect(translateMessage('Brake pads', 'fr')).toBe('Brake pads');
  });

  it('reads the preferred language of Accept-Language, English when none is offered', () => {
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
    expect(localeOfAcceptLanguage('fr')).toBe('fr');
    expect(localeOfAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeOfAcceptLanguage('en;q=0.4,fr-BE;q=0.9')).toBe('fr');
    expect(localeOfAcceptLanguage('de, es;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage('*')).toBe('en');
  });
});

describe('each locale defines every key once', () => {
  // Issue 33 item 5: the base messages and the area files share no key, so no file silently wins.
  it.each([
    ['en', enSources],
    ['fr', frSources],
  ] as const)('%s: no key is in two of its files', (_locale, sources) => {
    expect(sources.length).toBeGreaterThan(10);
    expect(messageClashes(...(sources as unknown as [Record<string, unknown>, ...Record<string, unknown>[]]))).toEqual([]);
  });
});
