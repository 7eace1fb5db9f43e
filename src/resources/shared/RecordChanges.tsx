import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { holdRecord, type LiveEvent } from '../../providers/liveEvents';
import { useLiveEvents } from '../../providers/live';
import { COLLECTIONS } from '../../../contract/resources';

// Issue 34 item 3: an open edit form or action dialog is told when another person changed its
// record; the record on screen is not swapped under the person's hands.

const COLLECTION_OF: Record<string, string> = Object.fromEntries(Object.values(COLLECTIONS).map((entry) => [entry.resource, entry.name]));

/** The last change another person made to the record since the component mounted, or null. */
export function useChangedByOthers(resource: string, id: string | number | undefined): [LiveEvent | null, () => void] {
  const { identity } = useGetIdentity();
  const [change, setChange] = useState<LiveEvent | null>(null);
  const collection = COLLECTION_OF[resource] ?? resource;
  const listener = useCallback(
    (event: LiveEvent) => {
      if (id === undefined || event.collection !== collection || String(event.record_id) !== String(id)) return;
      // The person's own save (here or in another tab) is no news to them.
      if (event.actor?.kind !== 'dealer' && identity && event.actor?.id === identity.id) return;
      setChange(event);
    },
    [collection, id, identity],
  );
  useLiveEvents(listener);
  return [change, useCallback(() => setChange(null), [])];
}

function useChangeWords(change: LiveEvent): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(change.at));
  const name = change.actor?.name;
  return name ? translate('app.live.changed_by', { name, time }) : translate('app.live.changed_by_someone', { time });
}

/** Above an edit form: who changed the record, and the choice to reload it or keep editing. */
export const StaleRecordNotice = ({ resource, id, onReload }: { resource: string; id: string | number | undefined; onReload: () => void }) => {
  const translate = useTranslate();
  const [change, dismiss] = useChangedByOthers(resource, id);
  useEffect(() => (id === undefined ? undefined : holdRecord(resource, id)), [resource, id]);
  if (!change) return null;
  return <StaleAlert change={change} hint={translate('app.live.edit_hint')} actions={
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button color="inherit" size="small" variant="outlined" onClick={() => { dismiss(); onReload(); }}>
        {translate('app.live.reload')}
      </Button>
      <Button color="inherit" size="small" onClick={dismiss}>
        {translate('app.live.keep_editing')}
      </Button>
    </Stack>
  } />;
};

/** In an action dialog (dispatch, receive, post): the record changed since it was opened. */
export const RecordChangedNotice = ({ resource, id }: { resource: string; id: string | number }) => {
  const translate = useTranslate();
  const [change] = useChangedByOthers(resource, id);
  if (!change) return null;
  return <StaleAlert change={change} hint={translate('app.live.dialog_hint')} />;
};

const StaleAlert = ({ change, hint, actions }: { change: LiveEvent; hint: string; actions?: ReactNode }) => {
  const words = useChangeWords(change);
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{words}</AlertTitle>
      {hint}
      {actions && <Stack sx={{ mt: 1 }}>{actions}</Stack>}
    </Alert>
  );
};
