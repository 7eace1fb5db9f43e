import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store } from 'react-admin';
import { translateEnglish } from '../../contract/messages';
import { en } from '../i18n/en';
import { browserLocale } from './locales';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** English is bundled; other locales load when first chosen. */
const messagesProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('../i18n/fr').then((module) => module.fr) : en),
  'en',
  LOCALES,
);

/**
 * react-admin translates what it shows under an input and in a toast as a key, the text itself as
 * the default. A text that is no key but an English message of the shared schemas or the API
 * (contract/messages/) is shown in the current locale through the one catalogue.
 */
export const i18nProvider: I18nProvider = {
  ...messagesProvider,
  // The page's language follows the app's, for screen readers, hyphenation and the browser's own words.
  changeLocale: (locale, options) =>
    messagesProvider.changeLocale(locale, options).then(() => {
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
    }),
  translate: (key, options = {}) => {
    const text = messagesProvider.translate(key, options);
    const missing = text === key || text === options._;
    return missing && typeof text === 'string' ? translateEnglish(text, messagesProvider.getLocale()) : text;
  },
};

/**
 * A store that answers the locale in use when none is stored. react-admin's I18nContextProvider
 * draws nothing until the store's locale equals the provider's, and a store holding none (nobody
 * chose a language yet) never does: the first screen was drawn empty, then in full from an effect,
 * in one blocking render (not the sliced first render of main.tsx) — on a phone, the longest task
 * of the dealer's first load (docs/performance.md, seventh session).
 */
export function withLocaleInUse(store: Store): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T) => store.getItem<T>(key, key === 'locale' && defaultValue === undefined ? (i18nProvider.getLocale() as T) : defaultValue),
  };
}

/**
 * Issue 32: an app opens in the language chosen in it before, else in the browser's first language
 * it speaks (a French browser gets French on a first visit). That language's messages load before
 * the first screen is drawn, so nothing shows in English first; a locale that cannot be loaded
 * leaves English. Nothing is written to the store: a language is stored only when someone picks one.
 */
export function openInLocale(store: Store): Promise<void> {
  // A null default reads what is stored, past withLocaleInUse's answer for a store holding none.
  const locale = store.getItem<string | null>('locale', null) ?? browserLocale();
  if (locale === i18nProvider.getLocale()) return Promise.resolve();
  return i18nProvider.changeLocale(locale).catch(() => undefined);
}
