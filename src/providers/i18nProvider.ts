import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/** English is bundled; other locales load when first chosen. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('../i18n/fr').then((module) => module.fr) : en),
  'en',
  LOCALES,
);
