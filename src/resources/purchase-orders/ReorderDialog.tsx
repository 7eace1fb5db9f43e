import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, LinkBase, useCanAccess, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, MenuItem, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import type { Warehouse } from '../../../contract/locations';
import { MAX_REORDER_LINES, type ReorderInput, type ReorderPreview, type ReorderResult } from '../../../contract/purchaseOrders';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useMoneyFormat } from '../../ui/localeFormat';
import { messageOf } from '../shared/useRecordAction';
import { RESOURCE, useRefreshPurchaseOrder } from './PurchaseOrderActions';
import { warehouseLabel } from './PurchaseOrderFields';
import { choiceIn, lineCents, quantityOf, ReorderProposalSection, type LineChoice } from './ReorderProposalSection';

// Issue 18 item 7: GET /api/purchase-orders/reorder/proposals previews, POST …/reorder/drafts
// writes. They are calls on the collection, reached through the data provider's sub-resource
// call with "reorder" in place of a record id.
const previewOf = (api: AppDataProvider, warehouseId: number) =>
  api.action<ReorderPreview>(RESOURCE, 'reorder', `proposals?${new URLSearchParams({ warehouse_id: String(warehouseId) })}`, undefined, 'GET');
const draftProposals = (api: AppDataProvider, body: ReorderInput) => api.action<ReorderResult>(RESOURCE, 'reorder', 'drafts', body);

const PREVIEW_KEY = 'reorder-preview';

/** "PO-000013 created, PO-000004 updated", in the user's language. */
function useResultMessage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (result: ReorderResult) => {
    const parts: [string, ReorderResult['created']][] = [
      ['app.purchase_orders.reorder.result_created', result.created],
      ['app.purchase_orders.reorder.result_updated', result.updated],
    ];
    return parts
      .filter(([, pos]) => pos.length)
      .map(([key, pos]) => translate(key, { numbers: list.format(pos.map((po) => po.number)), smart_count: pos.length }))
      .join(', ');
  };
}

const ResultView = ({ result, onClose }: { result: ReorderResult; onClose: () => void }) => {
  const message = useResultMessage();
  const money = useMoneyFormat();
  return (
    <>
      <DialogContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {message(result)}
        </Alert>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {[...result.created, ...result.updated].map((po) => (
            <li key={po.id}>
              <LinkBase to={`/${RESOURCE}/${po.id}/show`} onClick={onClose}>
                {po.number}
              </LinkBase>{' '}
              — {po.supplier_name} · {money.format(po.total)}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </>
  );
};

/** The preview for the chosen warehouse, editable; creating the drafts answers which POs were made or added to. */
const ReorderContent = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const api = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefreshPurchaseOrder();
  const [chosenWarehouse, setWarehouse] = useState<number | null>(null);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [result, setResult] = useState<ReorderResult | null>(null);
  const { data: warehouses, isPending: warehousesPending } = useGetList<Warehouse>('warehouse', {
    filter: { active: true },
    sort: { field: 'code', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const warehouseId = chosenWarehouse ?? warehouses?.[0]?.id ?? null;
  const preview = useQuery({
    queryKey: [PREVIEW_KEY, warehouseId],
    queryFn: () => previewOf(api, warehouseId!),
    enabled: warehouseId !== null,
    refetchOnWindowFocus: false,
  });
  const create = useMutation({
    mutationFn: (body: ReorderInput) => draftProposals(api, body),
    onSuccess: async (answer) => {
      setResult(answer);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: [PREVIEW_KEY] })]);
    },
  });

  if (result) return <ResultView result={result} onClose={onClose} />;

  const proposals = preview.data?.proposals ?? [];
  const kept = proposals
    .map((proposal) => ({
      supplier_id: proposal.supplier_id,
      warehouse_id: proposal.warehouse_id,
      lines: proposal.lines.flatMap((line) => {
        const choice = choiceIn(choices, proposal, line);
        return choice.dropped ? [] : [{ product_id: line.product_id, quantity: quantityOf(choice) }];
      }),
    }))
    .filter((proposal) => proposal.lines.length);
  const lineCount = kept.reduce((n, p) => n + p.lines.length, 0);
  const allValid = kept.every((p) => p.lines.every((l) => l.quantity !== null));
  const totalCents = proposals.reduce((sum, proposal) => sum + proposal.lines.reduce((s, line) => s + lineCents(line, choiceIn(choices, proposal, line)), 0), 0);

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.purchase_orders.reorder.help')}</DialogContentText>
        {warehousesPending ? (
          <LinearProgress />
        ) : (
          <TextField
            select
            fullWidth
            size="small"
            label={translate('app.purchase_orders.reorder.warehouse')}
            value={warehouseId ?? ''}
            onChange={(event) => {
              setWarehouse(Number(event.target.value));
              setChoices({});
            }}
            sx={{ mb: 2 }}
          >
            {(warehouses ?? []).map((warehouse) => (
              <MenuItem key={warehouse.id} value={warehouse.id}>
                {warehouseLabel(warehouse)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!warehousesPending && !warehouses?.length && <Alert severity="info">{translate('app.purchase_orders.reorder.no_warehouse')}</Alert>}
        {preview.isFetching && !preview.data && (
          <Box role="status" sx={{ my: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.purchase_orders.reorder.loading')}
            </Typography>
            <LinearProgress />
          </Box>
        )}
        {preview.error && <Alert severity="error">{translate(messageOf(preview.error), { _: messageOf(preview.error) })}</Alert>}
        {preview.data && !proposals.length && <Alert severity="info">{translate('app.purchase_orders.reorder.nothing')}</Alert>}
        {preview.data?.truncated && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.purchase_orders.reorder.truncated', { count: MAX_REORDER_LINES, smart_count: MAX_REORDER_LINES })}
          </Alert>
        )}
        {proposals.map((proposal) => (
          <ReorderProposalSection
            key={proposal.supplier_id}
            proposal={proposal}
            choices={choices}
            onChange={(key, choice) => setChoices((current) => ({ ...current, [key]: choice }))}
          />
        ))}
        {proposals.length > 0 && (
          <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.purchase_orders.reorder.line_count', { smart_count: lineCount })} · {translate('app.purchase_orders.reorder.supplier_count', { smart_count: kept.length })}
            </Typography>
            <Typography variant="subtitle1">
              {translate('app.purchase_orders.reorder.total')} <strong>{money.format(totalCents / 100)}</strong>
            </Typography>
          </Box>
        )}
        {create.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(messageOf(create.error), { _: messageOf(create.error) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
        <Button
          label="app.purchase_orders.reorder.submit"
          variant="contained"
          disabled={create.isPending || !lineCount || !allValid}
          onClick={() => create.mutate({ proposals: kept as ReorderInput['proposals'] })}
        >
          <AutoFixHighIcon />
        </Button>
      </DialogActions>
    </>
  );
};

/** Shown to users who may create purchase orders and read the warehouses to deliver to; a full screen on a phone. */
export const ReorderButton = () => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canReadWarehouses } = useCanAccess({ resource: 'warehouse', action: 'list' });
  if (!canCreate || !canReadWarehouses) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="app.purchase_orders.reorder.open" onClick={() => setOpen(true)}>
        <AutoFixHighIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
        <DialogTitle id={titleId}>{translate('app.purchase_orders.reorder.title')}</DialogTitle>
        {open && <ReorderContent onClose={close} />}
      </Dialog>
    </>
  );
};
