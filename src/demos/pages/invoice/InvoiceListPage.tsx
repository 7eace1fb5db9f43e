import { useState } from 'react';
import { LinkBase as RouterLink } from 'react-admin';
import { Button, Chip, IconButton, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { demoToast } from '../../toast';
import { DemoPage, Section } from '../PageParts';
import { formatMoney, invoiceTotals, INVOICES, type InvoiceStatus } from './invoice';

const STATUS_COLOR: Record<InvoiceStatus, 'success' | 'warning' | 'error' | 'default'> = { Paid: 'success', Pending: 'warning', Overdue: 'error', Draft: 'default' };

const InvoiceListPage = () => {
  const [invoices, setInvoices] = useState(INVOICES);
  return (
    <DemoPage title="Invoices">
      <Section
        title="All invoices"
        action={
          <Button component={RouterLink} to="/invoice-add" variant="contained" startIcon={<AddIcon />}>
            Add invoice
          </Button>
        }
      >
        <TableContainer>
          <Table aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Number</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Issued</TableCell>
                <TableCell>Due</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.number} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/invoice-preview?id=${invoice.number}`}>
                      {invoice.number}
                    </Link>
                  </TableCell>
                  <TableCell>{invoice.client.company}</TableCell>
                  <TableCell>{invoice.issued}</TableCell>
                  <TableCell>{invoice.due}</TableCell>
                  <TableCell align="right">{formatMoney(invoiceTotals(invoice.lines).total)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={invoice.status} color={STATUS_COLOR[invoice.status]} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Preview">
                      <IconButton component={RouterLink} to={`/invoice-preview?id=${invoice.number}`} aria-label={`Preview ${invoice.number}`}>
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Edit">
                      <IconButton component={RouterLink} to={`/invoice-edit?id=${invoice.number}`} aria-label={`Edit ${invoice.number}`}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${invoice.number}`}
                        onClick={() => {
                          setInvoices(invoices.filter((one) => one.number !== invoice.number));
                          demoToast('delete');
                        }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {invoices.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      No invoices left. Reload the page to get the samples back.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
    </DemoPage>
  );
};

export default InvoiceListPage;
