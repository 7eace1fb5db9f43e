import { describe, expect, it } from 'vitest';
import { en, enSources } from '../../src/i18n/en';
import { fr, frSources } from '../../src/i18n/fr';
import { messageClashes, namespaceClashes } from '../../src/i18n/merge';

// Issue 18, item 4: every text exists in English and in French. A key present in one locale and
// not the other fails here (the API's catalogue: tests/unit/messageCatalogue.test.ts).

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

describe('each locale defines every key once', () => {
  // Issue 33 item 5: the base messages and the area files share no key, so no file silently wins.
  it.each([
    ['en', enSources],
    ['fr', frSources],
  ] as const)('%s: no key is in two of its files', (_locale, sources) => {
    expect(sources.length).toBeGreaterThan(10);
    expect(messageClashes(...(sources as unknown as [Record<string, unknown>, ...Record<string, unknown>[]]))).toEqual([]);
  });

  it.each([
    ['en', enSources],
    ['fr', frSources],
  ] as const)('%s: each namespace (app.orders, resources.products) is in one of its files', (_locale, sources) => {
    expect(namespaceClashes(...(sources as unknown as Record<string, unknown>[]))).toEqual([]);
  });
});
