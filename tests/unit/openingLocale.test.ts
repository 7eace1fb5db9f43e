import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserLocale } from '../../src/providers/locales';

// Issue 32: a first visit follows the browser's language. The dealer page's inline script picks
// the language of the header it paints before any script loads; it must pick the one the portal
// then opens in (src/providers/locales.ts), or a French dealer sees its header change language.

const script = /<script>([\s\S]*?)<\/script>/.exec(fs.readFileSync('dealer.html', 'utf8'))![1];

/** What dealer.html's script sets on the page, run against a browser with these languages and storage. */
function runDealerScript(languages: string[], stored: Record<string, string> = {}, path = '/dealer/dashboard') {
  const attributes: Record<string, string> = {};
  const documentElement = { lang: 'en', setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const navigator = { languages, language: languages[0] };
  new Function('document', 'localStorage', 'navigator', 'location', 'matchMedia', script)(
    { documentElement },
    localStorage,
    navigator,
    { pathname: path },
    () => ({ matches: false }),
  );
  return { lang: documentElement.lang, shell: attributes['data-boot-shell'] };
}

const SIGNED_IN = { dealer: '{"id":1}' };

describe('the language an app opens in, for someone who never chose one', () => {
  it.each([
    [['fr-FR', 'fr', 'en-US', 'en'], 'fr'],
    [['fr-CA'], 'fr'],
    [['en-GB', 'fr'], 'en'],
    [['de-DE', 'fr-FR', 'en'], 'fr'],
    [['de-DE', 'en', 'fr'], 'en'],
    [['de-DE', 'es'], 'en'],
    [[], 'en'],
  ])('%j opens in %s, in the apps and in the dealer page’s painted header', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
    expect(runDealerScript(languages, SIGNED_IN)).toEqual({ lang: expected, shell: expected });
  });

  it('keeps the language a dealer chose over the browser’s', () => {
    expect(runDealerScript(['fr-FR'], { ...SIGNED_IN, 'RaStoreStockyardDealer.locale': '"en"' })).toEqual({ lang: 'en', shell: 'en' });
    expect(runDealerScript(['en-US'], { ...SIGNED_IN, 'RaStoreStockyardDealer.locale': '"fr"' })).toEqual({ lang: 'fr', shell: 'fr' });
  });

  it('paints no header on the sign-in page, yet gives the page its language', () => {
    expect(runDealerScript(['fr-FR'], {}, '/dealer/login')).toEqual({ lang: 'fr', shell: undefined });
  });
});
