import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { MONEY } from '../shared/collectionList';

/** A calendar date (YYYY-MM-DD) names a day, not an instant: formatted in UTC so no time zone moves it. */
const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** How documents write money (two decimals), dates and durations, in the user's language. */
export function usePrintFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const moneyFormat = new Intl.NumberFormat(locale, { ...MONEY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const calendarFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const timeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return {
      money: (amount: number) => moneyFormat.format(amount),
      date: (value: string | null | undefined) =>
        !value ? '—' : isCalendarDate(value) ? calendarFormat.format(new Date(`${value}T00:00:00Z`)) : dayFormat.format(new Date(value)),
      dateTime: (value: string | null | undefined) => (value ? timeFormat.format(new Date(value)) : '—'),
      duration: (minutes: number) =>
        minutes < 60
          ? translate('app.documents.duration_minutes', { minutes })
          : translate('app.documents.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    };
  }, [locale, translate]);
}
