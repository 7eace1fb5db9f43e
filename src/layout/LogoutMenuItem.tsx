import { useState } from 'react';
import { useAuthProvider, useNavigate, useTranslate, useUserMenu } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { forgetPerson } from '../offline/floorDb';
import { discardAll, floorQueue, flush } from '../offline/floorQueue';
import { useFloorQueuePending } from '../offline/useFloorQueue';
import { readUser } from '../providers/session';

/**
 * SPEC.md §4 "Staff logout": call the server, clear the session, go to /. Unlike
 * react-admin's Logout, the cache is not cleared while the signed-out pages are still on
 * screen (they would refetch without a session and start the 401 flow); the login page
 * clears it once it has replaced them. Issue 35 item 5: with floor actions still on the phone,
 * the person is asked first (send them, or sign out and discard them); what the floor kept
 * of the person's reads goes with the session.
 */
export const LogoutMenuItem = () => {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const pending = useFloorQueuePending();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  const signOut = async () => {
    setAsking(false);
    userMenu?.onClose();
    const userId = (() => {
      try {
        return readUser(localStorage)?.id ?? null;
      } catch {
        return null;
      }
    })();
    await authProvider?.logout({});
    if (userId !== null && typeof indexedDB !== 'undefined') await forgetPerson(userId).catch(() => undefined);
    navigate('/', { replace: true });
  };
  const logout = () => {
    // The menu stays open under the question: the dialog is part of it.
    if (!pending) return void signOut();
    setAsking(true);
  };
  const sendFirst = async () => {
    setSending(true);
    await flush();
    setSending(false);
    if (floorQueue.pending() === 0) await signOut();
  };

  return (
    <>
      <MenuItem onClick={logout}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      {/* Once nothing waits any more (sent meanwhile), there is nothing left to ask. */}
      <Dialog open={asking && pending > 0} onClose={() => setAsking(false)} aria-labelledby="logout-queue-title">
        <DialogTitle id="logout-queue-title">{translate('app.offline.logout_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.offline.logout_body', { smart_count: pending })}</DialogContentText>
          {!navigator.onLine && <DialogContentText sx={{ mt: 1 }}>{translate('app.offline.logout_offline')}</DialogContentText>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" onClick={() => void discardAll().then(signOut)}>
            {translate('app.offline.logout_discard')}
          </Button>
          <Button variant="contained" disabled={sending || !navigator.onLine} onClick={() => void sendFirst()}>
            {translate('app.offline.logout_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
