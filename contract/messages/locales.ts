export const MESSAGE_LOCALES = ['en', 'fr'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

const pluralRules = new Map<MessageLocale, Intl.PluralRules>();

/** Whether `locale` writes `n` things in the singular: 1 in English; 0 and 1 (and 1.5) in French. */
export function isSingular(locale: MessageLocale, n: number): boolean {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n) === 'one';
}

/** A locale of the catalogue from a locale tag ("fr-CA" → "fr"); English otherwise. */
export function toMessageLocale(tag: string | undefined | null): MessageLocale {
  const language = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (MESSAGE_LOCALES as readonly string[]).includes(language) ? (language as MessageLocale) : 'en';
}

/** The catalogue's locale an Accept-Language header prefers most ("fr-FR,fr;q=0.9,en;q=0.8" → "fr"); English when none. */
export function localeOfAcceptLanguage(header: string | undefined): MessageLocale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter(({ tag, q }) => tag && q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    if ((MESSAGE_LOCALES as readonly string[]).includes(language)) return language as MessageLocale;
  }
  return 'en';
}
