import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DateField, NumberField, useFieldValue, useLocaleState, useTranslate, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { DEFAULT_CURRENCY } from '../../contract/currency';

// Issue 18: money, dates and times through Intl in the chosen locale (not the browser's), and
// money in the business's currency (one setting). The staff app and the dealer portal each
// provide the currency they read from their own settings endpoint (StaffCurrency,
// DealerLayout); a screen rendered outside both shows the default.

/** The business's ISO 4217 code; undefined while its settings load (or could not be read). */
const CurrencyContext = createContext<string | undefined>(DEFAULT_CURRENCY);

export const CurrencyProvider = ({ currency, children }: { currency: string | undefined; children: ReactNode }) => (
  <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>
);

export const useCurrency = () => useContext(CurrencyContext);

/** An amount in the currency; while the currency is unknown, a plain amount rather than a wrong symbol. */
export const moneyOptions = (currency: string | undefined): Intl.NumberFormatOptions =>
  currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * One formatter per locale and options for the whole app. Making an Intl formatter costs far
 * more than formatting with it, and a list asks for the same one in every row: on a phone, a
 * page of products spent about 60 ms making them (docs/performance.md, fifth session).
 */
function cached<T>(cache: Map<string, T>, make: (locale: string, options: object) => T) {
  return (locale: string, options: object = {}) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(locale, options)));
    return value;
  };
}

export const numberFormat = cached(new Map<string, Intl.NumberFormat>(), (locale, options) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = cached(new Map<string, Intl.DateTimeFormat>(), (locale, options) => new Intl.DateTimeFormat(locale, options));

/**
 * A formatter made on its first use: a screen that writes no date makes no date formatter (the
 * first of a locale loads its data: on a phone, the order form spent ~25 ms making formatters it
 * never used; docs/performance.md, seventh session).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The currency's sign as the locale writes it ("$", "€", "£"), for an amount input's adornment. */
const currencySymbol = cached(new Map<string, string>(), (locale, options) => {
  const { currency } = options as Intl.NumberFormatOptions;
  if (!currency) return '';
  return numberFormat(locale, options).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
});

/** Money in the current locale and the business's currency: `format` for text, `props` for react-admin's number fields and columns. */
export function useMoneyFormat() {
  const [locale] = useLocaleState();
  const currency = useCurrency();
  return useMemo(() => {
    const options = moneyOptions(currency);
    const formatter = numberFormat(locale, options);
    return { format: (amount: number) => formatter.format(amount), props: { locales: locale, options }, symbol: currencySymbol(locale, options) };
  }, [locale, currency]);
}

/**
 * A quantity with its unit in the current locale, its number grouped and its unit agreeing with it:
 * "41 pcs", "1 pièce", "1 234 pièces", "12 kg" (issue 32: French read "41 pcs"). A unit the
 * messages do not know is written as it is stored.
 */
export function useQuantityFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const numbers = numberFormat(locale);
    return (quantity: number, unit: string) => {
      const written = numbers.format(quantity);
      return translate(`app.quantities.${unit}`, { quantity: written, smart_count: Math.abs(quantity), _: `${written} ${unit}` });
    };
  }, [locale, translate]);
}

/** A date with a time, as the history and the status history write it: "23 nov. 2026, 21:14". */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** A calendar date (YYYY-MM-DD) names a day, not an instant: written in UTC so no time zone moves it. */
const isCalendarDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Dates and times in the current locale, for text; a missing value is "—". */
export function useDateFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const day = onFirstUse(() => dateTimeFormat(locale, DATE));
    const calendarDay = onFirstUse(() => dateTimeFormat(locale, { ...DATE, timeZone: 'UTC' }));
    const dateTime = onFirstUse(() => dateTimeFormat(locale, DATE_TIME));
    return {
      date: (value: string | null | undefined) => (!value ? '—' : isCalendarDate(value) ? calendarDay().format(new Date(`${value}T00:00:00Z`)) : day().format(new Date(value))),
      dateTime: (value: string | null | undefined) => (value ? dateTime().format(new Date(value)) : '—'),
    };
  }, [locale]);
}

/** react-admin's NumberField for an amount: the current locale and the business's currency. */
export const MoneyField = (props: Omit<NumberFieldProps, 'locales' | 'options'>) => {
  const money = useMoneyFormat();
  return <NumberField {...props} {...money.props} />;
};

/**
 * react-admin's DateField in the current locale (it would use the browser's), medium style:
 * "23 nov. 2026" or, with `showTime`, "23 nov. 2026, 21:14". A calendar date stays its day.
 */
export const LocaleDateField = (props: Omit<DateFieldProps, 'locales' | 'options'>) => {
  const [locale] = useLocaleState();
  const value = useFieldValue(props);
  const options = props.showTime ? DATE_TIME : isCalendarDate(value) ? { ...DATE, timeZone: 'UTC' } : DATE;
  return <DateField {...props} locales={locale} options={options} />;
};
