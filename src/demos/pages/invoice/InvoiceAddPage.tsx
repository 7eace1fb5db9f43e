import { InvoiceEditor } from './InvoiceEditor';
import { INVOICES, type Invoice } from './invoice';

const NEW_INVOICE: Invoice = {
  number: `INV-${Number(INVOICES[0].number.slice(4)) + 1}`,
  client: { name: '', company: '', email: '', address: '' },
  issued: '',
  due: '',
  status: 'Draft',
  lines: [{ id: 1, description: '', quantity: 1, price: 0 }],
  note: '',
};

const InvoiceAddPage = () => <InvoiceEditor title="Add invoice" invoice={NEW_INVOICE} mode="add" />;

export default InvoiceAddPage;
