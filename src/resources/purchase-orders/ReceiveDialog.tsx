import { useId, useState } from 'react';
import { RecordChangedNotice } from '../shared/RecordChanges';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Button,
  Form,
  HttpError,
  LinearProgress,
  SaveButton,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Typography } from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import type { AppDataProvider } from '../../providers/dataProvider';
import { RECEIVABLE_PO_STATUSES, receiveInput, type PurchaseOrder, type PurchaseOrderLine } from '../../../contract/purchaseOrders';
import { actionIdentity, actionMessageOf, messageOf, useActionKey } from '../shared/actionOnce';
import { ActionButton } from '../../ui/DocumentActions';
import { fieldErrorsOf } from '../../ui/forms';
import { RESOURCE, useManagedPurchaseOrder, useRefreshPurchaseOrder } from './PurchaseOrderActions';
import { NumberInput } from '../../ui/NumberInput';

interface RackOption {
  id: number;
  path: string;
}

const remainingOf = (line: PurchaseOrderLine) => Math.max(line.quantity - line.received, 0);

/**
 * The API's receipt rules, checked before sending: the shared schema, plus what only this
 * purchase order knows (what remains on each line). The server checks both again (409/422).
 */
export function receiveFormSchema(remaining: readonly number[]) {
  return receiveInput.omit({ version: true }).superRefine(({ lines }, ctx) => {
    lines.forEach((line, index) => {
      if (line.quantity > (remaining[index] ?? 0)) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: 'app.purchase_orders.receive.too_many' });
      }
      if (line.quantity > 0 && line.rack_id == null) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'rack_id'], message: 'app.purchase_orders.receive.rack_required' });
      }
    });
  });
}

type ReceiveValues = z.input<ReturnType<typeof receiveFormSchema>>;

/** An error of the lines as a whole ("enter a quantity on at least one line"), which no input shows. */
const LinesError = () => {
  const translate = useTranslate();
  const { errors } = useFormState<ReceiveValues>();
  const lines = errors.lines as { message?: string; root?: { message?: string } } | undefined;
  const message = lines?.root?.message ?? lines?.message;
  if (!message) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
};

/** Goods of one delivery often go to one rack: choosing it here fills every line, each still changeable. */
const SameRackInput = ({ racks, count }: { racks: RackOption[]; count: number }) => {
  const { setValue } = useFormContext();
  return (
    <AutocompleteInput
      source="same_rack_id"
      label="app.purchase_orders.receive.same_rack"
      choices={racks}
      optionText="path"
      autoHighlight
      helperText={false}
      onChange={(rackId: number | null) => {
        if (rackId == null) return;
        for (let index = 0; index < count; index++) setValue(`lines.${index}.rack_id`, rackId, { shouldValidate: true });
      }}
      sx={{ mt: 2, maxWidth: 400 }}
    />
  );
};

const ReceiveLine = ({ line, index, racks }: { line: PurchaseOrderLine; index: number; racks: RackOption[] }) => {
  const translate = useTranslate();
  const remaining = remainingOf(line);
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, py: 1 }}>
      <Box sx={{ flex: '2 1 220px', pt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>{`${line.line_no}. ${line.sku} — ${line.name}`}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.purchase_orders.receive.line_summary', { ordered: line.quantity, received: line.received, remaining })}
        </Typography>
      </Box>
      <NumberInput
        source={`lines.${index}.quantity`}
        label="app.purchase_orders.receive.quantity"
        kind="quantity"
        max={remaining}
        sx={{ flex: '0 0 130px' }}
      />
      <AutocompleteInput
        source={`lines.${index}.rack_id`}
        label="app.purchase_orders.receive.rack"
        choices={racks}
        optionText="path"
        autoHighlight
        sx={{ flex: '2 1 200px' }}
      />
    </Box>
  );
};

interface ReceiveFormProps {
  record: PurchaseOrder;
  racks: RackOption[];
  onClose: () => void;
}

/**
 * POST /api/purchase-orders/:id/receive: per open line, what arrived now and the rack it goes
 * to. Each line starts at what remains, so receiving everything is one click; 0 leaves a line
 * for later. A refusal (more than remains, a stale version) stays in the dialog to be read.
 */
const ReceiveForm = ({ record, racks, onClose }: ReceiveFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshPurchaseOrder();
  const keys = useActionKey();
  const [failure, setFailure] = useState<string | null>(null);
  // Fixed when the dialog opens: the record read again after a refusal must not wipe what the
  // user typed, only update the figures beside it.
  const [lineIds] = useState(() => record.lines.filter((line) => remainingOf(line) > 0).map((line) => line.id));
  const [defaultValues] = useState<ReceiveValues>(() => {
    // A warehouse with a single rack leaves nothing to choose.
    const onlyRack = racks.length === 1 ? racks[0].id : null;
    return { lines: record.lines.filter((line) => lineIds.includes(line.id)).map((line) => ({ line_id: line.id, quantity: remainingOf(line), rack_id: onlyRack })) };
  });
  const lines = lineIds.flatMap((id) => record.lines.filter((line) => line.id === id));

  /** Sent once per key (DESIGN.md §5): pressed again after a lost answer, the first receipt is sent again with its key. */
  const submit = async (values: Partial<ReceiveValues>) => {
    setFailure(null);
    const body = { version: record.version, lines: values.lines };
    const { key, request } = keys.attempt(actionIdentity(record.id, 'receive', body), body);
    try {
      await dataProvider.actOnce<PurchaseOrder>(RESOURCE, record.id, 'receive', request, key);
      keys.settled();
    } catch (error) {
      keys.settled(error);
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      setFailure(actionMessageOf(error));
      // A 409 may mean the purchase order changed meanwhile: read it again, so a retry sends its new version.
      if (error instanceof HttpError && error.status === 409) await refresh();
      return undefined;
    }
    await refresh();
    notify('app.purchase_orders.receive.done', { type: 'success', messageArgs: { number: record.number } });
    onClose();
    return undefined;
  };

  // record={{}}: the purchase order in the context is not this form's record (react-admin would merge it into the values).
  return (
    <Form record={{}} defaultValues={defaultValues} resolver={zodResolver(receiveFormSchema(lines.map(remainingOf)))} mode="onChange" onSubmit={submit} noValidate>
      <DialogContent>
        <RecordChangedNotice resource="purchase-orders" id={record.id} />
        <DialogContentText>{translate('app.purchase_orders.receive.help')}</DialogContentText>
        {racks.length === 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('app.purchase_orders.receive.no_racks')}
          </Alert>
        )}
        {lines.length > 1 && racks.length > 1 && <SameRackInput racks={racks} count={lines.length} />}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {lines.map((line, index) => (
            <ReceiveLine key={line.id} line={line} index={index} racks={racks} />
          ))}
        </Box>
        <LinesError />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
      </DialogContent>
      <Divider />
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
        <SaveButton label="app.purchase_orders.receive.submit" icon={<MoveToInboxIcon />} alwaysEnable />
      </DialogActions>
    </Form>
  );
};

/** The racks of the destination warehouse come first: the form starts from them. */
const ReceiveDialogContent = ({ record, onClose }: { record: PurchaseOrder; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const racks = useQuery({
    queryKey: [RESOURCE, 'racks', { id: record.id }],
    queryFn: () => dataProvider.action<RackOption[]>(RESOURCE, record.id, 'racks', undefined, 'GET'),
  });
  if (racks.isPending) return <LinearProgress sx={{ m: 3 }} />;
  if (racks.error) {
    const message = messageOf(racks.error);
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(message, { _: message })}
      </Alert>
    );
  }
  return <ReceiveForm record={record} racks={racks.data} onClose={onClose} />;
};

/** Offered while goods are awaited (ordered or partially received), to users with manage_po. */
export const ReceiveButton = () => {
  const record = useManagedPurchaseOrder();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const receivable = !!record?.lines && RECEIVABLE_PO_STATUSES.includes(record.status);
  // An open dialog stays while someone else receives the rest: its refusal says why, the typed figures kept.
  if (!record?.lines || (!receivable && !open)) return null;
  const close = () => setOpen(false);
  return (
    <>
      {receivable && (
        <ActionButton label="app.purchase_orders.receive.open" variant="contained" onClick={() => setOpen(true)}>
          <MoveToInboxIcon />
        </ActionButton>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate('app.purchase_orders.receive.title', { number: record.number })}</DialogTitle>
        {open && <ReceiveDialogContent record={record} onClose={close} />}
      </Dialog>
    </>
  );
};
