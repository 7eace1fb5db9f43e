import { useReducer, useState } from 'react';
import { useNavigate } from 'react-admin';
import { Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { demoToast } from '../../toast';
import { DemoPage, Grid, Section } from '../PageParts';
import { formatMoney, lineTotal, linesReducer, type Invoice } from './invoice';
import { TotalsTable } from './InvoiceSheet';

const STATUSES = ['Draft', 'Pending', 'Paid', 'Overdue'];

const toCents = (text: string) => Math.round((Number(text) || 0) * 100);

/** Add and edit share this form: client, dates and the line items with live totals. */
export const InvoiceEditor = ({ title, invoice, mode }: { title: string; invoice: Invoice; mode: 'add' | 'edit' }) => {
  const navigate = useNavigate();
  const [lines, dispatch] = useReducer(linesReducer, invoice.lines);
  const [client, setClient] = useState(invoice.client);
  const [dates, setDates] = useState({ issued: invoice.issued, due: invoice.due });
  const [status, setStatus] = useState<string>(invoice.status);
  const [note, setNote] = useState(invoice.note);
  return (
    <DemoPage title={title}>
      <Box
        component="form"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          demoToast(mode);
          navigate('/invoice');
        }}
      >
        <Grid columns={2}>
          <Section title="Client">
            <Grid columns={2}>
              <TextField label="Company" value={client.company} onChange={(event) => setClient({ ...client, company: event.target.value })} required />
              <TextField label="Contact name" value={client.name} onChange={(event) => setClient({ ...client, name: event.target.value })} />
              <TextField label="Email" type="email" value={client.email} onChange={(event) => setClient({ ...client, email: event.target.value })} />
              <TextField label="Address" value={client.address} onChange={(event) => setClient({ ...client, address: event.target.value })} />
            </Grid>
          </Section>
          <Section title="Invoice">
            <Grid columns={2}>
              <TextField label="Invoice number" value={invoice.number} slotProps={{ input: { readOnly: true } }} />
              <DemoSelect label="Status" options={STATUSES} value={status} onChange={(event) => setStatus(event.target.value)} />
              <TextField label="Issued" placeholder="DD/MM/YYYY" value={dates.issued} onChange={(event) => setDates({ ...dates, issued: event.target.value })} />
              <TextField label="Due" placeholder="DD/MM/YYYY" value={dates.due} onChange={(event) => setDates({ ...dates, due: event.target.value })} />
            </Grid>
          </Section>
        </Grid>
        <Paper sx={{ mt: 2, p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Items
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Items">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 200 }}>Description</TableCell>
                  <TableCell sx={{ width: 100 }}>Qty</TableCell>
                  <TableCell sx={{ width: 130 }}>Price ($)</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, index) => (
                  <TableRow key={line.id}>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        value={line.description}
                        onChange={(event) => dispatch({ type: 'update', id: line.id, changes: { description: event.target.value } })}
                        slotProps={{ htmlInput: { 'aria-label': `Item ${index + 1} description` } }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        value={line.quantity}
                        onChange={(event) => dispatch({ type: 'update', id: line.id, changes: { quantity: Number(event.target.value) || 0 } })}
                        slotProps={{ htmlInput: { min: 0, 'aria-label': `Item ${index + 1} quantity` } }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        defaultValue={(line.price / 100).toFixed(2)}
                        onChange={(event) => dispatch({ type: 'update', id: line.id, changes: { price: toCents(event.target.value) } })}
                        slotProps={{ htmlInput: { min: 0, step: '0.01', 'aria-label': `Item ${index + 1} price` } }}
                      />
                    </TableCell>
                    <TableCell align="right">{formatMoney(lineTotal(line))}</TableCell>
                    <TableCell>
                      <IconButton aria-label={`Remove item ${index + 1}`} onClick={() => dispatch({ type: 'remove', id: line.id })}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
                {lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary">No items yet: add one.</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add' })} sx={{ mt: 1 }}>
            Add item
          </Button>
          <TotalsTable lines={lines} />
        </Paper>
        <Paper sx={{ mt: 2, p: 2 }}>
          <DemoTextarea label="Note" value={note} onChange={(event) => setNote(event.target.value)} description="Shown at the bottom of the invoice" />
        </Paper>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => navigate('/invoice')}>Cancel</Button>
          <Button type="submit" variant="contained">
            {mode === 'add' ? 'Save invoice' : 'Update invoice'}
          </Button>
        </Box>
      </Box>
    </DemoPage>
  );
};
