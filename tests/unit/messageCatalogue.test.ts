import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as access from '../../contract/access';
import * as categories from '../../contract/categories';
import * as dealerPortal from '../../contract/dealerPortal';
import * as dealers from '../../contract/dealers';
import * as integrations from '../../contract/integrations';
import * as locations from '../../contract/locations';
import {
  count,
  localeOfAcceptLanguage,
  MESSAGE_LOCALES,
  MESSAGE_SUBJECTS,
  MESSAGES,
  msg,
  render,
  translateEnglish,
  type MessageKey,
} from '../../contract/messages';
import * as orders from '../../contract/orders';
import * as products from '../../contract/products';
import * as purchaseOrders from '../../contract/purchaseOrders';
import * as settings from '../../contract/settings';
import * as stock from '../../contract/stock';
import * as suppliers from '../../contract/suppliers';
import * as user from '../../contract/user';
import * as workshop from '../../contract/workshop';
import { zodArbitrary } from '../helpers/zodArbitrary';

// Issue 33 item 5: what the server says is a key of contract/messages/ (a key outside the catalogue
// does not compile), so every key must have its text in every locale; and a key is defined once.

/** The names a text interpolates. */
const valueNames = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const keys = Object.keys(MESSAGES.en) as MessageKey[];

describe('the message catalogue (contract/messages/)', () => {
  it.each(MESSAGE_LOCALES)('has a text for every key in %s, and no key of its own', (locale) => {
    expect(keys.length).toBeGreaterThan(200);
    expect(keys.filter((key) => !MESSAGES[locale][key]?.trim())).toEqual([]);
    expect(Object.keys(MESSAGES[locale]).filter((key) => !(key in MESSAGES.en))).toEqual([]);
  });

  it.each(MESSAGE_LOCALES)('fills the same values in %s as in English', (locale) => {
    expect(keys.filter((key) => valueNames(MESSAGES[locale][key]).join() !== valueNames(MESSAGES.en[key]).join())).toEqual([]);
  });

  it('defines each key in one subject only, in every locale', () => {
    for (const locale of MESSAGE_LOCALES) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [subject, texts] of Object.entries(MESSAGE_SUBJECTS)) {
        for (const key of Object.keys(texts[locale])) {
          if (seen.has(key)) twice.push(`${locale} ${key}: ${seen.get(key)} and ${subject}`);
          seen.set(key, subject);
        }
      }
      expect(twice).toEqual([]);
    }
  });

  /** Every input schema the SPA, the portal and the API validate with. */
  const modules: Record<string, unknown>[] = [access, categories, dealerPortal, dealers, integrations, locations, orders, products, purchaseOrders, settings, stock, suppliers, user, workshop];
  const inputs = modules
    .flatMap((module) => Object.entries(module))
    .filter((entry): entry is [string, z.ZodType] => entry[0].endsWith('Input') && entry[1] instanceof z.ZodType);

  it('gives a French message for every message the input schemas write', () => {
    expect(inputs.length).toBeGreaterThan(30);
    const untranslated = new Set<string>();
    const check = (schema: z.ZodType, value: unknown) => {
      for (const issue of schema.safeParse(value).error?.issues ?? []) if (translateEnglish(issue.message, 'fr') === issue.message) untranslated.add(issue.message);
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

describe('render: a message by key in a locale', () => {
  it('writes its values, statuses and an inner message', () => {
    expect(render(msg('draft_only_change', { number: 'PO-000003', status: 'partially_received' }))).toBe('PO-000003 is partially received; only a draft can be changed.');
    expect(render(msg('draft_only_change', { number: 'PO-000003', status: 'partially_received' }), 'fr')).toBe('PO-000003 est reçu en partie ; seul un brouillon peut être modifié.');
    const move = msg('cannot_move_options', { number: 'ORD-000120', status: 'pending', status_to: 'dispatched', status_from: 'pending', statuses: ['confirmed', 'cancelled'] });
    expect(render(move)).toBe('ORD-000120 is pending and cannot be moved to dispatched. From pending it can go to confirmed or cancelled.');
    expect(render(move, 'fr')).toBe('ORD-000120 est en attente et ne peut pas passer à expédié. Depuis en attente, il peut passer à confirmé ou annulé.');
    const line = msg('line_failed', { line: 2, message: msg('not_enough_stock', { sku: 'BRK-001', rack: 'MAIN / A / 01', n: 1, wanted: 3 }) });
    expect(render(line)).toBe('Line 2: Not enough stock of BRK-001 in MAIN / A / 01: 1 unit on hand, 3 to take.');
    expect(render(line, 'fr')).toBe('Ligne 2 : Stock insuffisant de BRK-001 dans MAIN / A / 01 : 1 unité en stock, 3 à prélever.');
  });

  it('counts in the locale’s words', () => {
    const rack = msg('rack_holds_stock', { name: 'A-01', count: count(1, 'unit'), count_products: count(3, 'product') });
    expect(render(rack)).toBe('Cannot delete the rack "A-01": it holds 1 unit of 3 products.');
    expect(render(rack, 'fr')).toBe('Impossible de supprimer le casier « A-01 » : il contient 1 unité de 3 produits.');
    const role = msg('role_has_users', { name: 'Auditor', count: count(2, 'user') });
    expect(render(role)).toBe('Cannot delete the role "Auditor": 2 users have it. Give them another role first.');
    expect(render(role, 'fr')).toBe('Impossible de supprimer le rôle « Auditor » : 2 utilisateurs ont ce rôle. Donnez-leur d’abord un autre rôle.');
  });
});

describe('translateEnglish: the text a schema, a stored note or the HTTP client wrote in English', () => {
  it('reads it back to its key, with its values', () => {
    expect(translateEnglish('At most 200 characters', 'fr')).toBe('200 caractères au plus');
    expect(translateEnglish('Invalid input: expected number, received string', 'fr')).toBe('Saisie non valide : nombre attendu, texte reçu');
    expect(translateEnglish('Received 3 units', 'fr-CA')).toBe('Reçu : 3 unités');
  });

  it('leaves English, and any text outside the catalogue, as it is', () => {
    expect(translateEnglish('Must be 0 or more', 'en')).toBe('Must be 0 or more');
    expect(translateEnglish('Must be 0 or more', 'de')).toBe('Must be 0 or more');
    expect(translateEnglish('Brake pads', 'fr')).toBe('Brake pads');
  });
});

describe('Accept-Language', () => {
  it('reads the preferred language of Accept-Language, English when none is offered', () => {
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
    expect(localeOfAcceptLanguage('fr')).toBe('fr');
    expect(localeOfAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeOfAcceptLanguage('en;q=0.4,fr-BE;q=0.9')).toBe('fr');
    expect(localeOfAcceptLanguage('de, es;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage('*')).toBe('en');
  });
});
