import { useId, useRef, useState } from 'react';
import { RecordChangedNotice } from '../shared/RecordChanges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  useCanAccess,
  useDataProvider,
  useLocation,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { StockAdjustment } from '../../../contract/stock';
import { actionIdentity, actionMessageOf, useActionKey } from '../shared/actionOnce';
import { ActionButton } from '../../ui/DocumentActions';

const RESOURCE = 'stock-adjustments';

/** What a post or cancel changes: the adjustment, and (posting) every stock figure. */
const AFFECTED = [RESOURCE, 'stock-levels', 'stock-movements', 'stock-hub', 'products'];

/** POST …/:id/<name> at the version read, once per key: pressed again after a lost answer, the same request and key (DESIGN.md §5). */
function useDraftAction(name: 'post' | 'cancel') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const keys = useActionKey();
  return async (draft: StockAdjustment) => {
    const body = { version: draft.version };
    const { key, request } = keys.attempt(actionIdentity(draft.id, name, body), body);
    try {
      const answer = await dataProvider.actOnce<StockAdjustment>(RESOURCE, draft.id, name, request, key);
      keys.settled();
      return answer;
    } catch (error) {
      keys.settled(error);
      throw error;
    }
  };
}

/** The record when the user may act on it: a draft, and manage_stock_adjustments. */
export function useEditableDraft(): StockAdjustment | undefined {
  const record = useRecordContext<StockAdjustment>();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return record && canAccess && record.status === 'draft' ? record : undefined;
}

/** Where a transfer form sends the user: the new draft, with the focus on posting it. */
export interface AdjustmentLocationState {
  transferred?: boolean;
}

/**
 * Posts a draft: all its lines in one transaction, or none. A refusal (409: "Line 3: not
 * enough stock …", or a stale version) stays in the dialog so the user can read it.
 */
export const PostAdjustmentButton = () => {
  const draft = useEditableDraft();
  const current = useRecordContext<StockAdjustment>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const location = useLocation();
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const postDraft = useDraftAction('post');
  const post = useMutation({
    mutationFn: postDraft,
    onSuccess: (posted) => {
      setOpen(false);
      notify('app.stock_adjustments.posted', { type: 'success', messageArgs: { number: posted?.number ?? draft?.number } });
    },
    onError: (error) => setFailure(actionMessageOf(error)),
    // Either way the record may have moved on (a stale version is refused too): read it again.
    onSettled: () => Promise.all(AFFECTED.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))),
  });
  // An open dialog stays when someone else posts or cancels the draft meanwhile: its refusal says why.
  const record = draft ?? (open ? current : undefined);
  if (!record) return null;

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  return (
    <>
      {draft && (
        <ActionButton
          label="app.stock_adjustments.post"
          variant="contained"
          onClick={() => setOpen(true)}
          autoFocus={!!(location.state as AdjustmentLocationState | null)?.transferred}
        >
          <CheckCircleIcon />
        </ActionButton>
      )}
      {/* MUI focuses the dialog itself; the confirming button takes the focus, so Enter posts. */}
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        slotProps={{ transition: { onEntered: () => confirmRef.current?.focus() } }}
      >
        <DialogTitle id={titleId}>{translate('app.stock_adjustments.post_title', { number: record.number })}</DialogTitle>
        <DialogContent>
          <RecordChangedNotice resource="stock-adjustments" id={record.id} />
          <DialogContentText>{translate('app.stock_adjustments.post_content', { smart_count: record.line_count })}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(failure, { _: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.close" onClick={close} />
          <ActionButton
            label="app.stock_adjustments.post"
            variant="contained"
            ref={confirmRef}
            disabled={post.isPending || !draft}
            onClick={() => {
              setFailure(null);
              post.mutate(record);
            }}
          >
            <CheckCircleIcon />
          </ActionButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Cancels a draft: it stays on record as cancelled, and no stock changes. */
export const CancelAdjustmentButton = () => {
  const record = useEditableDraft();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const cancelDraft = useDraftAction('cancel');
  const cancel = useMutation({
    mutationFn: cancelDraft,
    onSuccess: () => notify('app.stock_adjustments.cancelled', { type: 'success', messageArgs: { number: record?.number } }),
    onError: (error) => {
      const message = actionMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    onSettled: () => {
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    },
  });
  if (!record) return null;
  return (
    <>
      <ActionButton label="app.stock_adjustments.cancel" color="warning" onClick={() => setOpen(true)}>
        <BlockIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={cancel.isPending}
        title="app.stock_adjustments.cancel_title"
        titleTranslateOptions={{ number: record.number }}
        content="app.stock_adjustments.cancel_content"
        confirm="app.stock_adjustments.cancel"
        confirmColor="warning"
        cancel="app.stock_adjustments.keep_draft"
        onConfirm={() => cancel.mutate(record)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
