// Issue 32: which language each app opens in. Kept free of imports, so the staff entry can read
// it before the app's chunk arrives; dealer.html's inline script repeats the rule in a few bytes
// (tests/unit/openingLocale.test.ts holds the two to the same answers).

/** The languages both apps speak; English is the default. */
export const APP_LOCALES = ['en', 'fr'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The names of the apps' react-admin stores in localStorage (keys read `RaStore<name>.<key>`). */
export const STAFF_STORE_NAME = 'Stockyard';
export const DEALER_STORE_NAME = 'StockyardDealer';

const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
};

/**
 * The first of the browser's languages (in its order of preference) that the apps speak, else
 * English: "fr-CA, en" is French, "de, en, fr" English, "de" English.
 */
export function browserLocale(languages: readonly string[] = browserLanguages()): AppLocale {
  for (const tag of languages) {
    const language = String(tag ?? '').toLowerCase().split(/[-_]/)[0];
    if ((APP_LOCALES as readonly string[]).includes(language)) return language as AppLocale;
  }
  return 'en';
}

/** The language a person chose in this app before (react-admin's store keeps it as JSON), if any. */
export function storedLocale(storeName: string): string | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(`RaStore${storeName}.locale`) ?? 'null');
    return typeof stored === 'string' && stored ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The language an app opens in: the one chosen in it before, else the browser's. */
export const openingLocale = (storeName: string): string => storedLocale(storeName) ?? browserLocale();
