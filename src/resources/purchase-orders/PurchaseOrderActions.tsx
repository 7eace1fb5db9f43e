import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import SendIcon from '@mui/icons-material/Send';
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import { canTransition } from '../../../contract/workflow';
import { ActionButton } from '../../ui/DocumentActions';
import { useRecordAction } from '../shared/useRecordAction';
import { PO_TRANSITIONS, type PurchaseOrder, type PurchaseOrderStatus } from '../../../contract/purchaseOrders';

export const RESOURCE = 'purchase-orders';

/** A receipt changes stock; a status change changes the purchase order and the dashboard. */
const AFFECTED = [RESOURCE, 'stock-levels', 'stock-movements', 'stock-hub', 'products'];

/** Either way the record may have moved on (a refusal can be a stale version): read it again. */
export function useRefreshPurchaseOrder() {
  const queryClient = useQueryClient();
  return () => Promise.all(AFFECTED.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
}

/** The record when the user may act on it (manage_po); undefined otherwise. */
export function useManagedPurchaseOrder(): PurchaseOrder | undefined {
  const record = useRecordContext<PurchaseOrder>();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return record && canAccess ? record : undefined;
}

/** POST /api/purchase-orders/:id/transition; a refusal (409) is shown as the server worded it. */
function useTransition(to: PurchaseOrderStatus, successMessage: string, onDone?: () => void) {
  const action = useRecordAction<PurchaseOrder>(RESOURCE, { affects: AFFECTED.filter((resource) => resource !== RESOURCE) });
  const mutate = (po: PurchaseOrder) =>
    action.mutate({ record: po, name: 'transition', body: { to, version: po.version }, success: successMessage }, { onSettled: onDone });
  return { mutate, isPending: action.isPending };
}

/** draft → ordered: the order has gone to the supplier, and goods can now be received. */
export const MarkOrderedButton = () => {
  const record = useManagedPurchaseOrder();
  const markOrdered = useTransition('ordered', 'app.purchase_orders.marked_ordered');
  if (!record || !canTransition(PO_TRANSITIONS, record.status, 'ordered')) return null;
  return (
    <ActionButton label="app.purchase_orders.mark_ordered" variant="contained" disabled={markOrdered.isPending} onClick={() => markOrdered.mutate(record)}>
      <SendIcon />
    </ActionButton>
  );
};

/** Cancelling is final, so it asks first. Goods already received stay in stock. */
export const CancelPurchaseOrderButton = () => {
  const record = useManagedPurchaseOrder();
  const [open, setOpen] = useState(false);
  const cancel = useTransition('cancelled', 'app.purchase_orders.cancelled', () => setOpen(false));
  if (!record || !canTransition(PO_TRANSITIONS, record.status, 'cancelled')) return null;
  return (
    <>
      <ActionButton label="app.purchase_orders.cancel" color="warning" onClick={() => setOpen(true)}>
        <BlockIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={cancel.isPending}
        title="app.purchase_orders.cancel_title"
        titleTranslateOptions={{ number: record.number }}
        content="app.purchase_orders.cancel_content"
        confirm="app.purchase_orders.cancel"
        confirmColor="warning"
        cancel="app.purchase_orders.keep"
        onConfirm={() => cancel.mutate(record)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The printable document is a page of its own, outside the layout (its routes.tsx). */
export const PrintPurchaseOrderButton = () => {
  const record = useRecordContext<PurchaseOrder>();
  if (!record) return null;
  return (
    <Button component={LinkBase} to={`/${RESOURCE}/${record.id}/print`} label="app.purchase_orders.print">
      <PrintIcon />
    </Button>
  );
};
