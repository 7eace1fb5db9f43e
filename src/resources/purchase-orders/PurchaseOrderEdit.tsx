import { ShowButton, SimpleForm, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import type { PurchaseOrder } from '../../../contract/purchaseOrders';
import { EditOrShow } from '../shared/EditOrShow';
import { EditWithHistory } from '../shared/EditWithHistory';
import { PrintPurchaseOrderButton } from './PurchaseOrderActions';
import { PurchaseOrderDetails } from './PurchaseOrderFields';
import { PurchaseOrderInputs, purchaseOrderResolver } from './PurchaseOrderInputs';
import { PurchaseOrderDocumentActions, PurchaseOrderShow } from './PurchaseOrderShow';

/**
 * DESIGN.md §6: only a draft can be edited. A later one opened on its edit route shows as the
 * read-only document, saying why, with the moves still open to it (receive, cancel).
 */
const DraftForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<PurchaseOrder>();
  if (!record) return null;
  if (record.status !== 'draft') {
    return (
      <>
        <Alert severity="info" sx={{ m: 2 }}>
          {translate(`app.purchase_orders.read_only.${record.status}`, { number: record.number })}
        </Alert>
        <PurchaseOrderDetails />
      </>
    );
  }
  return (
    <SimpleForm noValidate mode="onChange" resolver={purchaseOrderResolver}>
      <PurchaseOrderInputs />
    </SimpleForm>
  );
};

/** While the draft's form is open, moving it on would drop unsaved changes: those moves live on its page. */
const EditActions = () => {
  const record = useRecordContext<PurchaseOrder>();
  if (record?.status !== 'draft') return <PurchaseOrderDocumentActions editable={false} />;
  return (
    <TopToolbar>
      <ShowButton />
      <PrintPurchaseOrderButton />
    </TopToolbar>
  );
};

// Pessimistic: the server's 422 line errors and 409 conflicts must reach the form before the user leaves it.
const DraftEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show" actions={<EditActions />}>
    <DraftForm />
  </EditWithHistory>
);

/** SPEC.md §2 opens purchase-orders-edit/{id} with view_po: without manage_po it is the show page. */
export const PurchaseOrderEdit = () => <EditOrShow edit={<DraftEdit />} show={<PurchaseOrderShow />} />;
