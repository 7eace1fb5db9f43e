import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Snackbar } from '@mui/material';
import type { DealerNotify, DealerNotifyType } from '../session/dealerNavigation';

// SPEC.md §9: toasts at the top right, closing after 5 s, held while hovered; extras wait
// their turn (§4 "Toasts").
const AUTO_CLOSE_MS = 5000;

interface Toast {
  key: number;
  message: string;
  type: DealerNotifyType;
}

const DealerNotifyContext = createContext<DealerNotify>(() => undefined);

/** The portal's toasts. A message may be an i18n key or text already in the reader's words. */
export const useDealerNotify = (): DealerNotify => useContext(DealerNotifyContext);

export const DealerNotifyProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const nextKey = useRef(0);

  const notify = useCallback<DealerNotify>((message, type) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setQueue((toasts) => [...toasts, { key, message, type }]);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const showNext = () => {
    setQueue((toasts) => toasts.slice(1));
    setOpen(true);
  };
  const current = queue[0];

  return (
    <DealerNotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={current != null && open}
        autoHideDuration={AUTO_CLOSE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Below the header, so a toast never hides the user menu.
        sx={{ mt: 7 }}
        slotProps={{ transition: { onExited: showNext } }}
      >
        {current && (
          <Alert severity={current.type} variant="filled" onClose={close} onClick={close} sx={{ width: '100%' }}>
            {translate(current.message, { _: current.message })}
          </Alert>
        )}
      </Snackbar>
    </DealerNotifyContext.Provider>
  );
};
