import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
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
