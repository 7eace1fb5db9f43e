import { useId, useState } from 'react';
import { RecordChangedNotice } from '../shared/RecordChanges';
import { useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Order, OrderLine } from '../../../contract/orders';
import { defaultPicks, firstPickIndexes, flattenPicks, pickedQuantity, type PickOption, type PickRack, type PlannedPick } from './pickPlan';
import { refusalOf, useOrderTransition, type MoveRefusal } from './useOrderTransition';
import { NumberTextField } from '../../ui/NumberInput';

type Plan = Record<number, PlannedPick[]>;

const toNumber = (text: string) => (text === '' ? null : Number(text));

interface LinePicksProps {
  line: OrderLine;
  racks: PickRack[];
  picks: PlannedPick[];
  /** The index of this line's first pick in the submitted `picks`, to find its 422 errors. */
  firstIndex: number;
  errors: Record<string, string>;
  onChange: (picks: PlannedPick[]) => void;
}

/** One line: where its units come from, one rack per row, and whether they add up. */
const LinePicks = ({ line, racks, picks, firstIndex, errors, onChange }: LinePicksProps) => {
  const translate = useTranslate();
  const picked = pickedQuantity(picks);
  // The server names a line whose picks do not add up by its place on the order.
  const lineError = errors[`lines.${line.line_no - 1}.quantity`];
  const change = (index: number, pick: Partial<PlannedPick>) => onChange(picks.map((p, i) => (i === index ? { ...p, ...pick } : p)));
  const heading = `${line.line_no}. ${line.sku} — ${line.name}`;
  return (
    <Box component="section" aria-label={heading} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        {heading} × {line.quantity}
      </Typography>
      {racks.length === 0 && (
        <Typography variant="body2" color="error">
          {translate('app.orders.dispatch.no_rack')}
        </Typography>
      )}
      {picks.map((pick, index) => {
        const errorOf = (field: string) => errors[`picks.${firstIndex + index}.${field}`];
        return (
          <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1.5 }}>
            <TextField
              select
              size="small"
              label={translate('app.orders.dispatch.rack')}
              value={pick.rack_id ?? ''}
              onChange={(event) => change(index, { rack_id: toNumber(event.target.value) })}
              disabled={racks.length === 0}
              error={!!errorOf('rack_id')}
              helperText={errorOf('rack_id')}
              sx={{ flex: '1 1 auto' }}
            >
              {racks.map((rack) => (
                <MenuItem key={rack.rack_id} value={rack.rack_id}>
                  {translate('app.orders.dispatch.rack_option', { path: rack.path, count: rack.on_hand })}
                </MenuItem>
              ))}
            </TextField>
            <NumberTextField
              kind="quantity"
              min={1}
              size="small"
              label={translate('app.orders.dispatch.quantity')}
              value={pick.quantity}
              // A refused text counts as no quantity in the tally (the field says why; the server refuses a pick without one).
              onChange={(quantity) => change(index, { quantity: Number.isNaN(quantity) ? null : quantity })}
              error={!!errorOf('quantity')}
              helperText={errorOf('quantity')}
              sx={{ flex: '0 0 110px' }}
            />
            {picks.length > 1 && (
              <IconButton
                aria-label={translate('app.orders.dispatch.remove_pick')}
                onClick={() => onChange(picks.filter((_, i) => i !== index))}
                sx={{ mt: 0.5 }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Box>
          <Typography variant="body2" color={picked === line.quantity ? 'success.main' : 'error'}>
            {translate('app.orders.dispatch.picked', { picked, wanted: line.quantity })}
          </Typography>
          {lineError && (
            <Typography variant="body2" color="error">
              {lineError}
            </Typography>
          )}
        </Box>
        {racks.length > 1 && (
          <Button label="app.orders.dispatch.split" size="small" onClick={() => onChange([...picks, { rack_id: null, quantity: null }])}>
            <AddIcon />
          </Button>
        )}
      </Box>
    </Box>
  );
};

interface PickFormProps {
  order: Order;
  options: PickOption[];
  onClose: () => void;
}

/** The dialog's body once the racks are known: the picks start from each line's default. */
const PickForm = ({ order, options, onClose }: PickFormProps) => {
  const translate = useTranslate();
  const transition = useOrderTransition(order);
  const racksOf = (lineId: number) => options.find((option) => option.line_id === lineId)?.racks ?? [];
  const [plan, setPlan] = useState<Plan>(() =>
    Object.fromEntries(order.lines.map((line) => [line.id, defaultPicks(line.quantity, racksOf(line.id))])),
  );
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const errors = refusal?.errors ?? {};
  // A 422's errors that name no pick row nor line (e.g. `picks`) and every 409 go above the lines.
  const general = refusal && (!refusal.errors || Object.keys(refusal.errors).some((key) => !/^(picks|lines)\.\d+\./.test(key)));
  const generalText = refusal?.errors?.picks ?? refusal?.message ?? '';

  const move = { to: 'dispatched' as const, picks: flattenPicks(order.lines, plan) };
  // A press whose answer was lost may have dispatched already: its retry stays open whatever the order shows now.
  const retry = transition.unanswered(move);
  const movedOn = order.status !== 'processing' && !retry;
  const dispatch = () => {
    setRefusal(null);
    transition.mutate(move, { onSuccess: onClose, onError: (error) => setRefusal(refusalOf(error)) });
  };

  const firstIndexes = firstPickIndexes(order.lines, plan);
  return (
    <>
      <DialogContent>
        <RecordChangedNotice resource="orders" id={order.id} />
        <DialogContentText sx={{ mb: 1 }}>{translate('app.orders.dispatch.help')}</DialogContentText>
        {movedOn && !refusal && (
          // Issue 34: the order moved on while the dialog was open (the live stream brought it): said before anyone presses.
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {translate('app.orders.dispatch.moved_on', { number: order.number, status: translate(`app.orders.status.${order.status}`) })} {translate('app.orders.dispatch.not_used')}
          </Alert>
        )}
        {general && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(generalText, { _: generalText })}
            {refusal?.status === 409 && ` ${translate('app.orders.dispatch.not_used')}`}
          </Alert>
        )}
        {order.lines.map((line, index) => (
          <LinePicks
            key={line.id}
            line={line}
            racks={racksOf(line.id)}
            picks={plan[line.id] ?? []}
            firstIndex={firstIndexes[index]}
            errors={errors}
            onChange={(next) => setPlan({ ...plan, [line.id]: next })}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label={retry ? 'app.action.retry' : 'app.orders.dispatch.submit'} variant="contained" onClick={dispatch} disabled={transition.isPending || movedOn}>
          <LocalShippingIcon />
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * Dispatching takes each line's units out of the racks the user names (issue movements) and
 * releases the reservation. Each line starts on the first rack that covers it; the server
 * checks every pick again (422 under the row, 409 when a rack no longer holds enough).
 */
export const DispatchDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const options = useQuery({
    // Not keyed by version: the order re-read after the dispatch must not swap the form for a spinner mid-submit.
    queryKey: ['orders', 'pick-options', order.id],
    queryFn: () => dataProvider.action<PickOption[]>('orders', order.id, 'pick-options', undefined, 'GET'),
    staleTime: 0,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.orders.dispatch.title', { number: order.number })}</DialogTitle>
      {options.data ? (
        <PickForm order={order} options={options.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {options.error ? (
              <Alert severity="error">{translate(refusalOf(options.error).message, { _: refusalOf(options.error).message })}</Alert>
            ) : (
              <LinearProgress aria-label={translate('app.orders.dispatch.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} />
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
