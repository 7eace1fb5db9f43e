import { DeleteButton, EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { PurchaseOrder } from '../../../contract/purchaseOrders';
import { HistoryPanel } from '../shared/HistoryPanel';
import { CancelPurchaseOrderButton, MarkOrderedButton, PrintPurchaseOrderButton } from './PurchaseOrderActions';
import { PurchaseOrderDetails } from './PurchaseOrderFields';
import { ReceiveButton } from './ReceiveDialog';

/**
 * DESIGN.md §6: a draft can be edited, deleted, marked as ordered or cancelled; an ordered one
 * received or cancelled; after that it is read-only. Each button hides itself when its move is
 * not open to this record or this user (manage_po); printing is for every reader.
 */
export const PurchaseOrderDocumentActions = ({ editable = true }: { editable?: boolean }) => {
  const record = useRecordContext<PurchaseOrder>();
  const draft = editable && record?.status === 'draft';
  return (
    <TopToolbar>
      {draft && <EditButton />}
      <MarkOrderedButton />
      <ReceiveButton />
      <CancelPurchaseOrderButton />
      {draft && <DeleteButton mutationMode="pessimistic" />}
      <PrintPurchaseOrderButton />
    </TopToolbar>
  );
};

export const PurchaseOrderShow = () => (
  <Show actions={<PurchaseOrderDocumentActions />}>
    <PurchaseOrderDetails />
    <HistoryPanel />
  </Show>
);
