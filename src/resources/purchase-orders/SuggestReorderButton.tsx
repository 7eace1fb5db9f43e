import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, SelectInput, useCanAccess, useGetList, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { API_URL, httpClient } from '../../providers/httpClient';
import type { Warehouse } from '../../../contract/locations';
import type { PurchaseOrder } from '../../../contract/purchaseOrders';
import { RESOURCE, useRefreshPurchaseOrder } from './PurchaseOrderActions';
import { warehouseLabel } from './PurchaseOrderFields';
import { messageOf } from '../shared/useRecordAction';

interface SuggestAnswer {
  created: PurchaseOrder[];
  message: string;
}

/**
 * A collection-level action (POST /api/purchase-orders/suggest), which the data provider's
 * record actions do not cover; it answers the drafts it made and a sentence saying how many.
 */
async function suggestReorder(warehouseId: number | null): Promise<SuggestAnswer> {
  const response = await httpClient(`${API_URL}/${RESOURCE}/suggest`, { method: 'POST', body: JSON.stringify({ warehouse_id: warehouseId }) });
  return response.json as SuggestAnswer;
}

const SubmitButton = ({ pending, onSubmit }: { pending: boolean; onSubmit: (warehouseId: number | null) => void }) => {
  const warehouseId = useWatch({ name: 'warehouse_id' }) as number | null | undefined;
  return (
    <Button label="app.purchase_orders.suggest.submit" variant="contained" disabled={pending || warehouseId == null} onClick={() => onSubmit(warehouseId ?? null)}>
      <AutoFixHighIcon />
    </Button>
  );
};

/**
 * Drafts one purchase order per preferred supplier for the products at or below their reorder
 * level, delivered to the warehouse chosen here (the first one unless the user picks another).
 */
const SuggestDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshPurchaseOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: warehouses, isPending } = useGetList<Warehouse>('warehouse', {
    filter: { active: true },
    sort: { field: 'code', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const suggest = useMutation({
    mutationFn: suggestReorder,
    onSuccess: async (answer) => {
      await refresh();
      notify(answer.message, { type: answer.created.length ? 'success' : 'info', messageArgs: { _: answer.message } });
      onClose();
    },
    onError: (error) => setFailure(messageOf(error)),
  });
  if (isPending) return <LinearProgress sx={{ m: 3 }} />;

  const choices = (warehouses ?? []).map((warehouse) => ({ id: warehouse.id, name: warehouseLabel(warehouse) }));
  return (
    <Form defaultValues={{ warehouse_id: choices[0]?.id ?? null }} noValidate>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.purchase_orders.suggest.help')}</DialogContentText>
        <SelectInput source="warehouse_id" label="app.purchase_orders.suggest.warehouse" choices={choices} fullWidth />
        {failure && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
        <SubmitButton
          pending={suggest.isPending}
          onSubmit={(warehouseId) => {
            setFailure(null);
            suggest.mutate(warehouseId);
          }}
        />
      </DialogActions>
    </Form>
  );
};

/** Shown to users who may create purchase orders and read the warehouses to deliver to. */
export const SuggestReorderButton = () => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { canAccess: canCreate } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canReadWarehouses } = useCanAccess({ resource: 'warehouse', action: 'list' });
  if (!canCreate || !canReadWarehouses) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="app.purchase_orders.suggest.open" onClick={() => setOpen(true)}>
        <AutoFixHighIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate('app.purchase_orders.suggest.title')}</DialogTitle>
        {open && <SuggestDialog onClose={close} />}
      </Dialog>
    </>
  );
};
