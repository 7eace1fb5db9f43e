import { useEffect, type ReactNode } from 'react';
import { useLocaleState, useSetLocale } from 'react-admin';

/** Shows its children once the app has switched to `locale`, as the locale menu does. */
export const InLocale = ({ locale, children }: { locale: string; children: ReactNode }) => {
  const setLocale = useSetLocale();
  const [current] = useLocaleState();
  useEffect(() => {
    void setLocale(locale);
  }, [locale, setLocale]);
  return current === locale ? children : null;
};
