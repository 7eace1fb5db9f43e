import { useTranslate } from 'react-admin';
import type { PurchaseOrder, PurchaseOrderLine } from '../../../contract/purchaseOrders';
import { PrintDocument } from '../shared/PrintDocument';
import { PrintPage } from '../shared/PrintPage';
import { PrintTable, type PrintColumn } from '../../ui/PrintTable';
import { usePrintFormat } from '../../ui/usePrintFormat';

const PurchaseOrderDocument = ({ purchaseOrder }: { purchaseOrder: PurchaseOrder }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const field = (name: string) => translate(`app.documents.fields.${name}`);
  const columns: PrintColumn<PurchaseOrderLine>[] = [
    { label: field('sku'), render: (line) => line.sku, width: '16%' },
    { label: field('product'), render: (line) => line.name },
    { label: field('qty_ordered'), render: (line) => format.quantity(line.quantity, line.unit), numeric: true },
    { label: field('received'), render: (line) => line.received, numeric: true },
    { label: field('unit_cost'), render: (line) => format.money(line.unit_cost), numeric: true },
    { label: field('line_total'), render: (line) => format.money(line.line_total), numeric: true },
  ];
  return (
    <PrintDocument
      title={translate('app.documents.titles.purchase_order')}
      number={purchaseOrder.number}
      details={[
        { label: field('date'), value: format.date(purchaseOrder.created_at) },
        { label: field('expected_date'), value: format.date(purchaseOrder.expected_date) },
        { label: field('status'), value: translate(`app.purchase_orders.status.${purchaseOrder.status}`) },
        ...(purchaseOrder.created_by_name ? [{ label: field('created_by'), value: purchaseOrder.created_by_name }] : []),
      ]}
      parties={[
        { label: field('supplier'), value: purchaseOrder.supplier_name },
        { label: field('deliver_to'), value: purchaseOrder.warehouse_name },
      ]}
      totals={[{ label: field('total'), value: format.money(purchaseOrder.total) }]}
      notes={purchaseOrder.notes}
      signatures={[translate('app.documents.signatures.prepared_by'), translate('app.documents.signatures.received_by')]}
    >
      <PrintTable
        title={translate('app.documents.sections.lines')}
        columns={columns}
        rows={purchaseOrder.lines ?? []}
        rowKey={(line) => line.id}
      />
    </PrintDocument>
  );
};

/** /purchase-orders/:id/print */
export const PurchaseOrderPrint = () => {
  const translate = useTranslate();
  return (
    <PrintPage<PurchaseOrder>
      resource="purchase-orders"
      backTo={(id) => `/purchase-orders-edit/${id}`}
      documentTitle={(purchaseOrder) => `${translate('app.documents.titles.purchase_order')} ${purchaseOrder.number}`}
    >
      {(purchaseOrder) => <PurchaseOrderDocument purchaseOrder={purchaseOrder} />}
    </PrintPage>
  );
};
