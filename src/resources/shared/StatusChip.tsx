import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Chip, type ChipProps } from '@mui/material';

/** Each document's status names (an i18n prefix) and colours: one table, so every screen, staff or dealer, shows a status alike. */
const DOCUMENTS = {
  order: {
    labels: 'app.orders.status',
    colors: { pending: 'warning', confirmed: 'info', processing: 'primary', dispatched: 'secondary', delivered: 'success', cancelled: 'default' },
  },
  purchase_order: {
    labels: 'app.purchase_orders.status',
    colors: { draft: 'warning', ordered: 'info', partially_received: 'secondary', received: 'success', cancelled: 'default' },
  },
  work_order: {
    labels: 'app.workorders.status',
    colors: { open: 'info', in_progress: 'warning', completed: 'success', closed: 'default', cancelled: 'error' },
  },
  job_card: {
    labels: 'app.job_cards.status',
    colors: { open: 'info', in_progress: 'warning', on_hold: 'secondary', done: 'success' },
  },
  stock_adjustment: {
    labels: 'app.stock_adjustments.status',
    colors: { draft: 'warning', posted: 'success', cancelled: 'default' },
  },
} satisfies Record<string, { labels: string; colors: Record<string, ChipProps['color']> }>;

export type DocumentKind = keyof typeof DOCUMENTS;

export const StatusChip = ({ kind, status, size = 'small' }: { kind: DocumentKind; status: string; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  const { labels, colors } = DOCUMENTS[kind];
  return <Chip size={size} color={(colors as Record<string, ChipProps['color']>)[status] ?? 'default'} label={translate(`${labels}.${status}`, { _: status })} />;
};

/** The record's status (or `source`) as a chip, for lists and show screens. */
export const StatusField = ({ kind, size, ...props }: FieldProps & { kind: DocumentKind; size?: ChipProps['size'] }) => {
  const status = useFieldValue({ ...props, source: props.source ?? 'status' }) as string | undefined;
  return status ? <StatusChip kind={kind} status={status} size={size} /> : null;
};
