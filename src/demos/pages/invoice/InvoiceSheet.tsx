import { Box, Divider, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { COMPANY, formatMoney, invoiceTotals, lineTotal, type Invoice } from './invoice';

export const TotalsTable = ({ lines }: { lines: Invoice['lines'] }) => {
  const totals = invoiceTotals(lines);
  return (
    <Table size="small" aria-label="Totals" sx={{ maxWidth: 320, ml: 'auto', '& td': { border: 0 } }}>
      <TableBody>
        <TableRow>
          <TableCell>Subtotal</TableCell>
          <TableCell align="right">{formatMoney(totals.subtotal)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>VAT (3.5%)</TableCell>
          <TableCell align="right">{formatMoney(totals.vat)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatMoney(totals.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};

/** The invoice as a sheet of paper: what the preview shows and what gets printed. */
export const InvoiceSheet = ({ invoice }: { invoice: Invoice }) => (
  <Paper component="article" aria-label={`Invoice ${invoice.number}`} className="invoice-sheet" sx={{ p: { xs: 2, sm: 4 }, '@media print': { boxShadow: 'none', p: 0 } }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="p">
          {COMPANY.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {COMPANY.address}
          <br />
          {COMPANY.email} · {COMPANY.phone}
        </Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'right' } }}>
        <Typography variant="h5" component="h2">
          Invoice {invoice.number}
        </Typography>
        <Typography variant="body2">Issued: {invoice.issued}</Typography>
        <Typography variant="body2">Due: {invoice.due}</Typography>
      </Box>
    </Box>
    <Divider sx={{ my: 3 }} />
    <Typography variant="overline" color="text.secondary">
      Bill to
    </Typography>
    <Typography sx={{ fontWeight: 600 }}>{invoice.client.company}</Typography>
    <Typography variant="body2">{invoice.client.name}</Typography>
    <Typography variant="body2">{invoice.client.address}</Typography>
    <Typography variant="body2">{invoice.client.email}</Typography>
    <TableContainer sx={{ mt: 3 }}>
      <Table size="small" aria-label="Invoice items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatMoney(line.price)}</TableCell>
              <TableCell align="right">{formatMoney(lineTotal(line))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
    <Box sx={{ mt: 2 }}>
      <TotalsTable lines={invoice.lines} />
    </Box>
    {invoice.note && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Note: {invoice.note}
      </Typography>
    )}
  </Paper>
);
