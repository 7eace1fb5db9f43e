import { useLocation } from 'react-admin';
import { InvoiceEditor } from './InvoiceEditor';
import { invoiceFromSearch } from './invoice';

const InvoiceEditPage = () => {
  const invoice = invoiceFromSearch(useLocation().search);
  return <InvoiceEditor key={invoice.number} title={`Edit invoice ${invoice.number}`} invoice={invoice} mode="edit" />;
};

export default InvoiceEditPage;
