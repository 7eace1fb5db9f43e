import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store } from 'react-admin';
import { translateMessage } from '../../contract/messages';
import { en } from '../i18n/en';

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
 * (contract/messages.ts) is shown in the current locale through the one catalogue.
 */
export const i18nProvider: I18nProvider = {
  ...messagesProvider,
  translate: (key, options = {}) => {
    const text = messagesProvider.translate(key, options);
    const missing = text === key || text === options._;
    return missing && typeof text === 'string' ? translateMessage(text, messagesProvider.getLocale()) : text;
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
