import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, LinkBase, useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { StockCount, StockCountPostedData } from '../../../contract/stockCounts';
import type { AppDataProvider } from '../../providers/dataProvider';
import { actionIdentity, actionMessageOf, useActionKey } from '../shared/actionOnce';
import { ActionButton } from '../../ui/DocumentActions';
import { refreshCount, RESOURCE } from './stockCountApi';

/** What posting changes besides the count: the adjustment it writes and every stock figure. */
const POST_AFFECTS = ['stock-adjustments', 'stock-levels', 'stock-movements', 'stock-hub', 'products', 'dashboard'];

/** The record when the user may act on it (manage_stock_counts) and it is in one of `statuses`. */
export function useActionable(statuses: readonly StockCount['status'][]): StockCount | undefined {
  const record = useRecordContext<StockCount>();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  return record && canAccess && statuses.includes(record.status) ? record : undefined;
}

interface ConfirmedActionProps {
  statuses: readonly StockCount['status'][];
  name: 'start' | 'post' | 'cancel';
  label: string;
  icon: React.ReactElement;
  color?: 'primary' | 'warning';
  variant?: 'text' | 'contained';
  content: (count: StockCount) => React.ReactNode;
  cancelLabel?: string;
  success: (count: StockCount, answer: unknown) => [string, Record<string, unknown>];
  affects?: readonly string[];
}

/** A count's action behind a confirmation; a refusal (a stale version, not enough stock) is told in the server's words. */
const ConfirmedAction = ({ statuses, name, label, icon, color = 'primary', variant = 'text', content, cancelLabel, success, affects }: ConfirmedActionProps) => {
  const record = useActionable(statuses);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const keys = useActionKey();
  if (!record) return null;
  const run = async () => {
    setPending(true);
    const body = { version: record.version };
    const { key, request } = keys.attempt(actionIdentity(record.id, name, body), body);
    try {
      const answer = await dataProvider.actOnce(RESOURCE, record.id, name, request, key);
      keys.settled();
      const [message, args] = success(record, answer);
      notify(message, { type: 'success', messageArgs: args });
    } catch (error) {
      keys.settled(error);
      const message = actionMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPending(false);
      setOpen(false);
      refreshCount(queryClient, affects);
    }
  };
  return (
    <>
      <ActionButton label={label} variant={variant} size={variant === 'contained' ? 'medium' : 'small'} color={color} onClick={() => setOpen(true)}>
        {icon}
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`app.stock_counts.${name}_title`}
        titleTranslateOptions={{ number: record.number }}
        content={content(record)}
        confirm={label}
        confirmColor={color}
        cancel={cancelLabel}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const StartContent = ({ count }: { count: StockCount }) => {
  const translate = useTranslate();
  return <>{translate('app.stock_counts.start_content', { scope: count.scope_path })}</>;
};

const PostContent = ({ count }: { count: StockCount }) => {
  const translate = useTranslate();
  const uncounted = count.line_count - count.counted_count;
  return (
    <>
      {translate('app.stock_counts.post_content')}
      {uncounted > 0 && (
        <>
          {' '}
          <strong>{translate('app.stock_counts.post_uncounted', { smart_count: uncounted })}</strong>
        </>
      )}
    </>
  );
};

export const StartCountButton = () => (
  <ConfirmedAction
    statuses={['draft']}
    name="start"
    label="app.stock_counts.start"
    icon={<PlayArrowIcon />}
    variant="contained"
    content={(count) => <StartContent count={count} />}
    success={(count) => ['app.stock_counts.started', { number: count.number }]}
  />
);

export const PostCountButton = () => (
  <ConfirmedAction
    statuses={['counting']}
    name="post"
    label="app.stock_counts.post"
    icon={<CheckCircleIcon />}
    variant="contained"
    content={(count) => <PostContent count={count} />}
    affects={POST_AFFECTS}
    success={(count, answer) => {
      const adjustment = (answer as StockCountPostedData).adjustment;
      return adjustment ? ['app.stock_counts.posted_adjustment', { number: count.number, adjustment: adjustment.number }] : ['app.stock_counts.posted', { number: count.number }];
    }}
  />
);

export const CancelCountButton = () => (
  <ConfirmedAction
    statuses={['draft', 'counting']}
    name="cancel"
    label="app.stock_counts.cancel"
    icon={<BlockIcon />}
    color="warning"
    content={() => 'app.stock_counts.cancel_content'}
    cancelLabel="app.stock_counts.keep"
    success={(count) => ['app.stock_counts.cancelled', { number: count.number }]}
  />
);

/** The scan screen, counting this count: the way to count on a phone or with a handheld scanner. */
export const CountOnScanButton = () => {
  const record = useActionable(['counting']);
  if (!record) return null;
  return (
    <Button component={LinkBase} to={`/scan?count=${record.id}`} label="app.stock_counts.count_here">
      <QrCodeScannerIcon />
    </Button>
  );
};
