import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateTimeFormat, moneyOptions, numberFormat, onFirstUse, useCurrency, useDateFormat, useQuantityFormat } from './localeFormat';

const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** How documents write money (in the business's currency), dates, durations and quantities with their unit, in the user's language. */
export function usePrintFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const currency = useCurrency();
  const { date } = useDateFormat();
  const quantity = useQuantityFormat();
  return useMemo(() => {
    // The app's formatters, each made when first written with (localeFormat.tsx).
    const moneyFormat = onFirstUse(() => numberFormat(locale, moneyOptions(currency)));
    const timeFormat = onFirstUse(() => dateTimeFormat(locale, SHORT_DATE_TIME));
    return {
      money: (amount: number) => moneyFormat().format(amount),
      date,
      quantity,
      dateTime: (value: string | null | undefined) => (value ? timeFormat().format(new Date(value)) : '—'),
      duration: (minutes: number) =>
        minutes < 60
          ? translate('app.documents.duration_minutes', { minutes })
          : translate('app.documents.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    };
  }, [locale, translate, currency, date, quantity]);
}
