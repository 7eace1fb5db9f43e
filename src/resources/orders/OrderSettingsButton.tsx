import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AutocompleteInput, Button, Form, HttpError, SaveButton, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Button as TextButton } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import type { z } from 'zod';
import { settingsInput } from '../../../contract/settings';
import { fieldErrorsOf } from '../../ui/forms';
import { saveSettings, SETTINGS_KEY, useSettings } from '../../providers/settings';
import { NumberInput } from '../../ui/NumberInput';

const resolver = zodResolver(settingsInput);

type SettingsValues = z.infer<typeof settingsInput>;

/** Every currency Intl can write, named in the user's language: "EUR — euro". */
function useCurrencyChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({ id: code, name: `${code} — ${names.of(code) ?? code}` }));
  }, [locale]);
}

/**
 * The tax rate and the currency are edited here; the company fields (printed on documents) go
 * back as they were read, with the version, so a change made meanwhile by someone else is a
 * 409, not lost.
 */
const SettingsDialog = ({ onClose, readOnly }: { onClose: () => void; readOnly: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const settings = useSettings();
  const currencies = useCurrencyChoices();
  const [conflict, setConflict] = useState<string | null>(null);

  const submit = async (values: Partial<SettingsValues>) => {
    if (!settings.data) return undefined;
    setConflict(null);
    try {
      const saved = await saveSettings({ ...settings.data, ...values, version: settings.data.version });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      notify('app.orders.settings.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      setConflict(error instanceof Error && error.message ? error.message : 'ra.notification.http_error');
      // A stale version: read the current settings so the next save can succeed.
      if (error instanceof HttpError && error.status === 409) await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      return undefined;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.orders.settings.title')}</DialogTitle>
      {settings.isPending ? (
        <DialogContent>
          <LinearProgress />
        </DialogContent>
      ) : settings.error ? (
        <DialogContent>
          <Alert severity="error">{translate('app.orders.settings.load_failed')}</Alert>
        </DialogContent>
      ) : (
        <Form record={settings.data} resolver={resolver} onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.orders.settings.help')}</DialogContentText>
            <NumberInput source="tax_rate" label="app.orders.settings.tax_rate" kind="percent" max={100} autoFocus={!readOnly} disabled={readOnly} />
            <AutocompleteInput
              source="currency"
              label="app.settings.currency"
              choices={currencies}
              helperText="app.settings.currency_help"
              disableClearable
              disabled={readOnly}
            />
            {conflict && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(conflict, { _: conflict })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            {/* A text button: react-admin's Button shows only its icon on a phone, and this one has none. */}
            <TextButton onClick={onClose}>{translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}</TextButton>
            {!readOnly && <SaveButton alwaysEnable={!!conflict} />}
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

/** The order list's "Settings" action: the tax rate new orders copy and the currency of every amount; shown with view_settings, changed with manage_settings. */
export const OrderSettingsButton = () => {
  const { canAccess: canView } = useCanAccess({ resource: 'settings', action: 'show' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'settings', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!canView) return null;
  return (
    <>
      <Button label="app.orders.settings.button" onClick={() => setOpen(true)}>
        <SettingsIcon />
      </Button>
      {open && <SettingsDialog onClose={() => setOpen(false)} readOnly={!canEdit} />}
    </>
  );
};
