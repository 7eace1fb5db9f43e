import type { ComponentType } from 'react';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { Chip, type ChipProps, type SvgIconProps } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import PartialIcon from '@mui/icons-material/IncompleteCircle';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import OpenIcon from '@mui/icons-material/RadioButtonUnchecked';
import SendIcon from '@mui/icons-material/SendOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';

/**
 * Issue 18: a status is told apart by its icon and its hue, never by a shade alone. Each tone
 * gives its text 4.5:1 or more (WCAG AA): white on the light-theme colour, near-black on the
 * dark-theme one.
 */
export const STATUS_TONES = {
  amber: { light: '#a84d00', dark: '#ffb74d' },
  indigo: { light: '#3949ab', dark: '#9fa8da' },
  teal: { light: '#00695c', dark: '#80cbc4' },
  purple: { light: '#6a1b9a', dark: '#ce93d8' },
  green: { light: '#2e7d32', dark: '#81c784' },
  blue: { light: '#1565c0', dark: '#90caf9' },
  brown: { light: '#6d4c41', dark: '#bcaaa4' },
  grey: { light: '#616161', dark: '#bdbdbd' },
  red: { light: '#c62828', dark: '#ef9a9a' },
} as const;
export const STATUS_TEXT = { light: '#fff', dark: 'rgba(0, 0, 0, 0.87)' } as const;

type Tone = keyof typeof STATUS_TONES;
interface StatusLook {
  tone: Tone;
  icon: ComponentType<SvgIconProps>;
}

const DRAFT: StatusLook = { tone: 'brown', icon: DraftIcon };
const OPEN: StatusLook = { tone: 'blue', icon: OpenIcon };
const UNDER_WAY: StatusLook = { tone: 'teal', icon: AutorenewIcon };
const DONE: StatusLook = { tone: 'green', icon: CheckCircleIcon };
const CANCELLED: StatusLook = { tone: 'grey', icon: CancelIcon };

/** Each document's status names (an i18n prefix) and looks: one table, so every screen, staff or dealer, shows a status alike. */
const DOCUMENTS = {
  order: {
    labels: 'app.orders.status',
    looks: {
      pending: { tone: 'amber', icon: HourglassIcon },
      confirmed: { tone: 'indigo', icon: ThumbUpIcon },
      processing: UNDER_WAY,
      dispatched: { tone: 'purple', icon: ShippingIcon },
      delivered: DONE,
      cancelled: CANCELLED,
    },
  },
  purchase_order: {
    labels: 'app.purchase_orders.status',
    looks: {
      draft: DRAFT,
      ordered: { tone: 'indigo', icon: SendIcon },
      partially_received: { tone: 'amber', icon: PartialIcon },
      received: DONE,
      cancelled: CANCELLED,
    },
  },
  work_order: {
    labels: 'app.workorders.status',
    looks: {
      open: OPEN,
      in_progress: UNDER_WAY,
      completed: DONE,
      closed: { tone: 'grey', icon: LockIcon },
      cancelled: { tone: 'red', icon: CancelIcon },
    },
  },
  job_card: {
    labels: 'app.job_cards.status',
    looks: { open: OPEN, in_progress: UNDER_WAY, on_hold: { tone: 'amber', icon: PauseIcon }, done: DONE },
  },
  stock_adjustment: {
    labels: 'app.stock_adjustments.status',
    looks: { draft: DRAFT, posted: DONE, cancelled: CANCELLED },
  },
  stock_count: {
    labels: 'app.stock_counts.status',
    looks: { draft: DRAFT, counting: UNDER_WAY, posted: DONE, cancelled: CANCELLED },
  },
  webhook_delivery: {
    labels: 'app.webhooks.delivery_status',
    looks: { pending: { tone: 'blue', icon: HourglassIcon }, delivered: DONE, failed: { tone: 'amber', icon: AutorenewIcon }, exhausted: { tone: 'red', icon: CancelIcon } },
  },
} satisfies Record<string, { labels: string; looks: Record<string, StatusLook> }>;

export type DocumentKind = keyof typeof DOCUMENTS;

/** The look of a status; an unknown one shows grey with no icon. */
export const statusLook = (kind: DocumentKind, status: string): StatusLook | undefined => (DOCUMENTS[kind].looks as Record<string, StatusLook>)[status];

export const StatusChip = ({ kind, status, size = 'small' }: { kind: DocumentKind; status: string; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  const look = statusLook(kind, status);
  const tone = STATUS_TONES[look?.tone ?? 'grey'];
  const Icon = look?.icon;
  return (
    <Chip
      size={size}
      icon={Icon && <Icon />}
      label={translate(`${DOCUMENTS[kind].labels}.${status}`, { _: status })}
      data-status={status}
      sx={(theme) => {
        const mode = theme.palette.mode;
        return { bgcolor: tone[mode], color: STATUS_TEXT[mode], '& .MuiChip-icon': { color: 'inherit' } };
      }}
    />
  );
};

/** The record's status (or `source`) as a chip, for lists and show screens. */
export const StatusField = ({ kind, size, ...props }: FieldProps & { kind: DocumentKind; size?: ChipProps['size'] }) => {
  const status = useFieldValue({ ...props, source: props.source ?? 'status' }) as string | undefined;
  return status ? <StatusChip kind={kind} status={status} size={size} /> : null;
};
