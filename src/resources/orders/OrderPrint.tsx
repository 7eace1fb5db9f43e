import { useTranslate } from 'react-admin';
import type { Order, OrderLine } from '../../../contract/orders';
import { PrintDocument } from '../shared/PrintDocument';
import { PrintPage } from '../shared/PrintPage';
import { PrintTable, type PrintColumn } from '../../ui/PrintTable';
import { usePrintFormat } from '../../ui/usePrintFormat';

const OrderDocument = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const field = (name: string, options?: object) => translate(`app.documents.fields.${name}`, options);
  const columns: PrintColumn<OrderLine>[] = [
    { label: field('sku'), render: (line) => line.sku, width: '16%' },
    { label: field('product'), render: (line) => line.name },
    { label: field('quantity'), render: (line) => format.quantity(line.quantity, line.unit), numeric: true },
    { label: field('unit_price'), render: (line) => format.money(line.unit_price), numeric: true },
    { label: field('line_total'), render: (line) => format.money(line.line_total), numeric: true },
  ];
  return (
    <PrintDocument
      title={translate('app.documents.titles.order')}
      number={order.number}
      details={[
        { label: field('date'), value: format.date(order.created_at) },
        { label: field('status'), value: translate(`app.orders.status.${order.status}`) },
        ...(order.created_by_name ? [{ label: field('created_by'), value: order.created_by_name }] : []),
      ]}
      parties={[{ label: field('dealer'), value: order.dealer_name }]}
      totals={[
        { label: field('subtotal'), value: format.money(order.subtotal) },
        { label: field('tax', { rate: order.tax_rate }), value: format.money(order.tax) },
        { label: field('total'), value: format.money(order.total) },
      ]}
      notes={order.notes}
      signatures={[translate('app.documents.signatures.prepared_by'), translate('app.documents.signatures.received_by')]}
    >
      <PrintTable title={translate('app.documents.sections.lines')} columns={columns} rows={order.lines ?? []} rowKey={(line) => line.id} />
    </PrintDocument>
  );
};

/** /orders/:id/print */
export const OrderPrint = () => {
  const translate = useTranslate();
  return (
    <PrintPage<Order>
      resource="orders"
      backTo={(id) => `/orders-view/${id}`}
      documentTitle={(order) => `${translate('app.documents.titles.order')} ${order.number}`}
    >
      {(order) => <OrderDocument order={order} />}
    </PrintPage>
  );
};
