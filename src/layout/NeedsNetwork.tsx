import { useSyncExternalStore } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';

const subscribe = (listener: () => void) => {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
};

/** Issue 35 item 1: offline, every screen but the scan screen says plainly that it needs the network. */
export const NeedsNetwork = () => {
  const translate = useTranslate();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const { pathname } = useLocation();
  if (online || pathname === '/scan') return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate('app.offline.app_needs_network')}
    </Alert>
  );
};
