import type { ReactNode } from 'react';
import { CurrencyProvider } from '../ui/localeFormat';
import { useSettings } from './settings';

/** Every amount below is shown in the business's currency, as GET /api/settings names it (issue 18). */
export const StaffCurrency = ({ children }: { children: ReactNode }) => {
  const { data } = useSettings();
  return <CurrencyProvider currency={data?.currency}>{children}</CurrencyProvider>;
};
