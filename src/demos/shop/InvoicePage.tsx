import { Title } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, GlobalStyles, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { demoToast } from '../toast';
import { VAT_RATE } from '../pages/invoice/invoice';
import { formatPrice, lineTotal } from './cartStore';

const SHEET_CLASS = 'demo-invoice-sheet';

/** Printing shows the invoice alone: the app's header, sidebar, footer and the page's buttons stay off paper. */
const PRINT_STYLES = `
@media print {
  body * { visibility: hidden !important; }
  .${SHEET_CLASS}, .${SHEET_CLASS} * { visibility: visible !important; }
  .${SHEET_CLASS} { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none !important; border: 0 !important; }
  .${SHEET_CLASS} table { min-width: 0 !important; }
  .${SHEET_CLASS} * { overflow: visible !important; }
  .${SHEET_CLASS} tr { break-inside: avoid; }
  html, body { background: #fff !important; color: #000 !important; }
}
`;

const ORDER = {
  code: '#DEMO-4F7K2Q',
  date: '12 June 2025',
  due: '26 June 2025',
  status: 'Pending',
  from: ['Stockyard Parts Pty Ltd', '88 Depot Road', 'Alexandria NSW 2015', 'Australia'],
  to: ['Olivia Smith', '12 Harbour Street', 'Sydney NSW 2000', 'Australia', '+61 412 345 678'],
  items: [
    { id: 1, name: 'Ceramic brake pad set', brand: 'Acme Parts', price: 89, quantity: 2 },
    { id: 2, name: 'Oil filter', brand: 'Filter Hub', price: 14.5, quantity: 4 },
    { id: 3, name: 'LED headlight bulb', brand: 'Bright Lights Co', price: 32.99, quantity: 1 },
  ],
  shipping: 5,
};

const cents = (value: number) => Math.round(value * 100) / 100;

const InvoicePage = () => {
  const subtotal = cents(ORDER.items.reduce((sum, item) => sum + lineTotal(item), 0));
  const vat = cents(subtotal * VAT_RATE);
  const total = cents(subtotal + vat + ORDER.shipping);
  const totals = [
    { label: 'Subtotal', value: subtotal },
    { label: 'VAT (3.5%)', value: vat },
    { label: 'Shipping', value: ORDER.shipping },
    { label: 'Total', value: total },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', my: 2, gap: 2 }}>
      <Title title="Invoice" />
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<SendIcon />} onClick={() => demoToast('send')}>
          Send invoice
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Card className={SHEET_CLASS} component="article" aria-label={`Invoice ${ORDER.code}`}>
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Box>
              <Typography variant="h5" component="h1">
                Invoice {ORDER.code}
              </Typography>
              <Typography color="text.secondary">Issued {ORDER.date} · Due {ORDER.due}</Typography>
            </Box>
            <Chip label={ORDER.status} color="warning" sx={{ alignSelf: 'flex-start' }} />
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {[
              { heading: 'From', lines: ORDER.from },
              { heading: 'Bill to', lines: ORDER.to },
            ].map(({ heading, lines }) => (
              <Box key={heading}>
                <Typography variant="overline" color="text.secondary">
                  {heading}
                </Typography>
                {lines.map((line) => (
                  <Typography key={line}>{line}</Typography>
                ))}
              </Box>
            ))}
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label="Invoice lines" size="small" sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ORDER.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      {item.name}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {item.brand}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatPrice(item.price)}</TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right">{formatPrice(lineTotal(item))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                {totals.map(({ label, value }) => (
                  <TableRow key={label}>
                    <TableCell colSpan={3} align="right" sx={{ color: 'text.primary', fontWeight: label === 'Total' ? 700 : 400 }}>
                      {label}
                    </TableCell>
                    <TableCell align="right" aria-label={label} sx={{ color: 'text.primary', fontWeight: label === 'Total' ? 700 : 400 }}>
                      {formatPrice(value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableFooter>
            </Table>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Thank you for your business. Payment by bkash on delivery of the goods.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
export default InvoicePage;
