import { useEffect, useState } from 'react';
import { HttpError, useCanAccess, useTranslate } from 'react-admin';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import type { StaffPreferences } from '../../contract/mails';
import { useAccountApi } from './accountApi';

/**
 * Issue 36 item 3, GET/PUT /api/me/preferences: what the signed-in person chooses for themselves.
 * The low-stock digest is for those who may view purchase orders; for others the switch is off
 * and says why (the server refuses it with 403 too). A change is saved at once, and with it the
 * language the app is in, which the mails are written in.
 */
export const PreferencesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="preferences-title" fullWidth maxWidth="xs">
      <DialogTitle id="preferences-title">{translate('app.mails.preferences.title')}</DialogTitle>
      {open && <PreferencesForm />}
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const PreferencesForm = () => {
  const translate = useTranslate();
  const api = useAccountApi();
  const { canAccess: mayViewPurchaseOrders } = useCanAccess({ resource: 'purchase-orders', action: 'list' });
  const [preferences, setPreferences] = useState<StaffPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    api.preferences().then(
      (read) => live && setPreferences(read),
      (failure: Error) => live && setMessage({ severity: 'error', text: failure.message }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const change = async (next: StaffPreferences) => {
    setSaving(true);
    setMessage(null);
    try {
      setPreferences(await api.savePreferences(next));
      setMessage({ severity: 'success', text: translate('app.mails.preferences.saved') });
    } catch (failure) {
      const text = failure instanceof HttpError && failure.status === 403 ? translate('app.mails.preferences.needs_view_po') : (failure as Error).message;
      setMessage({ severity: 'error', text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogContent>
      {preferences === null && !message && <CircularProgress size={24} aria-label={translate('app.notifications.loading')} />}
      {preferences && (
        <>
          <FormControlLabel
            control={
              <Switch
                name="low_stock_digest"
                checked={preferences.low_stock_digest}
                disabled={saving || (!mayViewPurchaseOrders && !preferences.low_stock_digest)}
                onChange={(event) => void change({ ...preferences, low_stock_digest: event.target.checked })}
              />
            }
            label={translate('app.mails.preferences.low_stock_digest')}
          />
          <FormHelperText sx={{ mt: 0, mb: 2 }}>
            {translate(mayViewPurchaseOrders === false ? 'app.mails.preferences.needs_view_po' : 'app.mails.preferences.low_stock_digest_help')}
          </FormHelperText>
        </>
      )}
      {message && (
        <Alert severity={message.severity} role={message.severity === 'success' ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
    </DialogContent>
  );
};
