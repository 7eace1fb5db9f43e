import { useState } from 'react';
import { LinkBase as RouterLink, useLocation } from 'react-admin';
import { Box, Button, GlobalStyles, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { Modal } from '../../kit/Modal';
import { demoToast } from '../../toast';
import { DemoPage } from '../PageParts';
import { invoiceFromSearch, invoiceHtml, type Invoice } from './invoice';
import { InvoiceSheet } from './InvoiceSheet';

/** Printing shows the sheet alone: the app's header, sidebar, breadcrumb, footer and buttons go. */
const PRINT_CSS = {
  '@media print': {
    '.app-header, .app-sidebar, nav:has(.app-sidebar), .breadcrumb, .app-footer, .invoice-toolbar, .page-title, .MuiFab-root, .Toastify': { display: 'none !important' },
    'html, body': { background: '#fff !important' },
    '.page-frame, .page-content, .RaLayout-content': { padding: '0 !important', margin: '0 !important' },
  },
};

function download(invoice: Invoice) {
  const url = URL.createObjectURL(new Blob([invoiceHtml(invoice)], { type: 'text/html' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number}.html`;
  link.click();
  URL.revokeObjectURL(url);
}

const SendInvoice = ({ invoice }: { invoice: Invoice }) => {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState(invoice.client.email);
  const [subject, setSubject] = useState(`Invoice ${invoice.number} from Stockyard Ltd`);
  const [message, setMessage] = useState(`Dear ${invoice.client.name},\n\nPlease find attached invoice ${invoice.number}, due ${invoice.due}.\n\nKind regards`);
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        Send invoice
      </Button>
      <Modal
        title="Send invoice"
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!to.trim()}
              onClick={() => {
                demoToast('send');
                setOpen(false);
              }}
            >
              Send
            </Button>
          </>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="To" type="email" value={to} onChange={(event) => setTo(event.target.value)} required />
          <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <TextField label="Message" value={message} onChange={(event) => setMessage(event.target.value)} multiline rows={5} />
        </Stack>
      </Modal>
    </>
  );
};

const InvoicePreviewPage = () => {
  const invoice = invoiceFromSearch(useLocation().search);
  return (
    <DemoPage title="Invoice preview">
      <GlobalStyles styles={PRINT_CSS} />
      <Box role="toolbar" aria-label="Invoice actions" className="invoice-toolbar" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={`/invoice-edit?id=${invoice.number}`} startIcon={<EditIcon />}>
          Edit
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => download(invoice)}>
          Download
        </Button>
        <SendInvoice invoice={invoice} />
      </Box>
      <InvoiceSheet invoice={invoice} />
    </DemoPage>
  );
};

export default InvoicePreviewPage;
