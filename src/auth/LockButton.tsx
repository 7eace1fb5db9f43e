import { useEffect } from 'react';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { LOCK_SCREEN_PATH, LOCKED_KEY } from '../providers/screenLock';

/**
 * The header's way to the lock screen: returns `lock`, which goes there (and comes back to this
 * page once unlocked). Every staff page's header uses it, so it also takes this tab to the lock
 * screen when another tab of the browser locks the (shared) session.
 */
export const useScreenLock = () => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === LOCKED_KEY && event.newValue) navigate(event.newValue, { state: { from: { pathname, search, hash } } });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [navigate, pathname, search, hash]);

  return () => navigate(LOCK_SCREEN_PATH, { state: { from: { pathname, search, hash } } });
};

/** The header's lock button; `lock` comes from useScreenLock, which the header keeps mounted even when the button is folded away. */
export const LockButton = ({ lock }: { lock: () => void }) => {
  const translate = useTranslate();
  const label = translate('app.account.lock_button');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={lock}>
        <LockIcon />
      </IconButton>
    </Tooltip>
  );
};
