// The business's currency, without Zod (contract/settings.ts builds its schema on these), so the
// dealer portal's first screen formats money without loading the schema library (issue 21).

/** An ISO 4217 code Intl knows, so a saved currency always displays (the server's and the browsers' lists agree). */
export const knownCurrency = (code: string) =>
  /^[A-Z]{3}$/.test(code) && (typeof Intl.supportedValuesOf !== 'function' || Intl.supportedValuesOf('currency').includes(code));

export const DEFAULT_CURRENCY = 'USD';
