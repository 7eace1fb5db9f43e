import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { jobCardPartInput, type JobCard } from '../../../contract/workshop';
import { actionMessageOf } from '../shared/actionOnce';
import { useRecordAction } from '../shared/useRecordAction';
import type { PartHolding } from './partTotals';
import { PART_AFFECTS } from './AddPartForm';
import { NumberTextField, numberOfText, textOfNumber } from '../../ui/NumberInput';

/**
 * Puts part of what the card used of a product back on the rack it came from: at most the
 * net used (the server refuses more with 409, shown here).
 */
export const ReturnPartDialog = ({ card, holding, onClose }: { card: JobCard; holding: PartHolding; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [quantity, setQuantity] = useState(String(holding.net));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const giveBack = useRecordAction<JobCard>('job-cards', { affects: PART_AFFECTS, notifyErrors: false });

  const submit = () => {
    setFailure(null);
    const parsed = jobCardPartInput.safeParse({ product_id: holding.product_id, rack_id: holding.rack_id, quantity: Number(quantity), kind: 'return' });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'ra.validation.required');
    if (parsed.data.quantity > holding.net) return setInvalid(translate('app.job_cards.parts.at_most', { count: holding.net }));
    setInvalid(null);
    giveBack.mutate(
      { record: card, name: 'parts', body: parsed.data, success: 'app.job_cards.parts.returned_notice' },
      { onSuccess: onClose, onError: (error) => setFailure(actionMessageOf(error)) },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.job_cards.parts.return_title', { sku: holding.sku })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.job_cards.parts.return_help', { name: holding.name, path: holding.path, count: holding.net, smart_count: holding.net })}
        </DialogContentText>
        <NumberTextField
          kind="quantity"
          min={1}
          max={holding.net}
          label={translate('app.job_cards.parts.quantity')}
          value={numberOfText(quantity)}
          onChange={(value) => setQuantity(textOfNumber(value))}
          onKeyDown={(event) => event.key === 'Enter' && submit()}
          error={!!invalid}
          helperText={invalid ? translate(invalid, { _: invalid }) : ' '}
          autoFocus
          fullWidth
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label="app.job_cards.parts.return" variant="contained" onClick={submit} disabled={giveBack.isPending}>
          <UndoIcon />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
