import { EditButton, useRecordContext } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import type { PurchaseOrder } from '../../../contract/purchaseOrders';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { HistoryPanel } from '../shared/HistoryPanel';
import { LabelsButton } from '../shared/labels/LabelDialog';
import { receivedLabels } from '../shared/labels/labelUrl';
import { CancelPurchaseOrderButton, MarkOrderedButton, PrintPurchaseOrderButton } from './PurchaseOrderActions';
import { PurchaseOrderDetails } from './PurchaseOrderFields';
import { ReceiveButton } from './ReceiveDialog';

/** Once goods have arrived: one label per unit received, to stick on them before they are shelved. */
const ReceivedGoodsLabelsButton = () => {
  const record = useRecordContext<PurchaseOrder>();
  const received = record?.lines ? receivedLabels(record.lines) : undefined;
  return <LabelsButton label="app.labels.received" target={received?.ids.length ? { kind: 'products', ...received } : undefined} />;
};

/**
 * DESIGN.md §6: a draft can be edited, deleted, marked as ordered or cancelled; an ordered one
 * received or cancelled; after that it is read-only. Each button hides itself when its move is
 * not open to this record or this user (manage_po); printing is for every reader.
 */
export const PurchaseOrderDocumentActions = ({ editable = true }: { editable?: boolean }) => {
  const record = useRecordContext<PurchaseOrder>();
  const draft = editable && record?.status === 'draft';
  return (
    <DocumentToolbar>
      {draft && <EditButton />}
      <MarkOrderedButton />
      <ReceiveButton />
      <CancelPurchaseOrderButton />
      {draft && <DeleteDocumentButton />}
      <ReceivedGoodsLabelsButton />
      <PrintPurchaseOrderButton />
    </DocumentToolbar>
  );
};

export const PurchaseOrderShow = () => (
  <Show actions={<PurchaseOrderDocumentActions />}>
    <PurchaseOrderDetails />
    <HistoryPanel />
  </Show>
);
