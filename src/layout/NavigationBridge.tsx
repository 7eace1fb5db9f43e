import { useEffect } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { bindNavigation } from '../providers/navigation';

/** Lends the router and react-admin's notifier to the http client's 401/403 flows. */
export const NavigationBridge = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(
    () =>
      bindNavigation(
        (path) => navigate(path),
        (message, type) => notify(message, { type, messageArgs: { _: message } }),
      ),
    [navigate, notify],
  );
  return null;
};
