import { useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { LocationRecord, LocationResource } from './useWarehouseTree';

export interface LocationToDelete {
  resource: LocationResource;
  record: LocationRecord;
}

interface DeleteLocationDialogProps extends LocationToDelete {
  remove(resource: LocationResource, record: LocationRecord): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks before deleting a room or rack. When the API refuses (409: it holds stock or still
 * has racks) its reason stays in the dialog, where the user is looking, and only "Close"
 * is left. The safe choice has the focus, so Enter never deletes by accident.
 */
export const DeleteLocationDialog = ({ resource, record, remove, onClose }: DeleteLocationDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const kind = resource === 'rooms' ? 'room' : 'rack';

  useEffect(() => {
    if (refusal) cancelButton.current?.focus();
  }, [refusal]);

  const confirm = async () => {
    setPending(true);
    try {
      await remove(resource, record);
      notify(`app.room_rack.${kind}_deleted`, { messageArgs: { code: record.code } });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : translate('ra.notification.http_error'));
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Buttons cannot take the focus while the dialog fades in, so it is given once it has.
      slotProps={{ transition: { onEntered: () => cancelButton.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{translate(`app.room_rack.delete_${kind}_title`, { code: record.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {translate(`app.room_rack.delete_${kind}_text`, { code: record.code, name: record.name ?? '' })}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={cancelButton} onClick={onClose} disabled={pending}>
          {translate(refusal ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!refusal && (
          <Button color="error" onClick={confirm} loading={pending} startIcon={<DeleteIcon />}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
