import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { moneyOptions, useCurrency, useDateFormat } from '../shared/localeFormat';

/** How documents write money (in the business's currency), dates and durations, in the user's language. */
export function usePrintFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const currency = useCurrency();
  const { date } = useDateFormat();
  return useMemo(() => {
    const moneyFormat = new Intl.NumberFormat(locale, moneyOptions(currency));
    const timeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return {
      money: (amount: number) => moneyFormat.format(amount),
      date,
      dateTime: (value: string | null | undefined) => (value ? timeFormat.format(new Date(value)) : '—'),
      duration: (minutes: number) =>
        minutes < 60
          ? translate('app.documents.duration_minutes', { minutes })
          : translate('app.documents.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    };
  }, [locale, translate, currency, date]);
}
