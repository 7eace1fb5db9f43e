import type { ReactNode } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PurchaseOrder } from '../../schema/purchaseOrders';

/** A titled part of the document that is not a list of labelled fields (a table). */
export const DocumentSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** Who moved the purchase order from which status to which, oldest first (DESIGN.md §6). */
export const StatusHistory = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<PurchaseOrder>();
  if (!record?.history) return null;
  const formatDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const statusLabel = (status: string | null) => (status ? translate(`app.purchase_orders.status.${status}`, { _: status }) : '—');
  const title = 'app.purchase_orders.sections.status_history';
  return (
    <DocumentSection title={title}>
      <Box sx={{ overflowX: 'auto', px: 2 }}>
        <Table size="small" aria-label={translate(title)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.purchase_orders.status_history.at')}</TableCell>
              <TableCell>{translate('app.purchase_orders.status_history.change')}</TableCell>
              <TableCell>{translate('app.purchase_orders.status_history.actor')}</TableCell>
              <TableCell>{translate('app.purchase_orders.status_history.note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.history.map((change) => (
              <TableRow key={change.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate.format(new Date(change.at))}</TableCell>
                <TableCell>
                  {change.from_status ? `${statusLabel(change.from_status)} → ${statusLabel(change.to_status)}` : statusLabel(change.to_status)}
                </TableCell>
                <TableCell>{change.actor_name ?? translate('app.history.system')}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{change.note ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </DocumentSection>
  );
};
