import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { showToast, Toasts } from '../../ui/Toasts';
import type { DealerNotify } from '../session/dealerNavigation';

const DealerNotifyContext = createContext<DealerNotify>(() => undefined);

/** The portal's toasts. A message may be an i18n key or text already in the reader's words. */
export const useDealerNotify = (): DealerNotify => useContext(DealerNotifyContext);

/** The staff app's toasts, in the portal (SPEC.md §9 "Toasts"). */
export const DealerNotifyProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const notify = useCallback<DealerNotify>((message, type) => void showToast(translate(message, { _: message }), { type }), [translate]);
  return (
    <DealerNotifyContext.Provider value={notify}>
      {children}
      <Toasts />
    </DealerNotifyContext.Provider>
  );
};
