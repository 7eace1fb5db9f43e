import { Fragment, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Alert, Box, Button, Collapse, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import type { WebhookDelivery, WebhookSubscription } from '../../../contract/integrations';
import type { AppDataProvider } from '../../providers/dataProvider';
import { dateTimeFormat } from '../../ui/localeFormat';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';
import { StatusChip } from '../../ui/StatusChip';
import { messageOf } from '../shared/actionOnce';
import { PagedTable } from '../shared/PagedTable';
import { useEventTypeLabel } from './eventTypes';

// DESIGN.md §5 "Integrations", issue 36 item 2: a subscription's deliveries, newest first, each
// with what was sent and answered, a replay, and a test event to try the receiver.

const PER_PAGE = 10;
const RESOURCE = 'webhook-subscriptions';
const deliveriesKey = (id: Identifier) => [RESOURCE, 'deliveries', { id: String(id) }];

/** A delivery still to be tried is followed until it is settled. */
const underWay = (deliveries: readonly WebhookDelivery[]) => deliveries.some((d) => d.status === 'pending' || (d.status === 'failed' && d.next_attempt_at && Date.parse(d.next_attempt_at) - Date.now() < 60_000));

/** JSON as a person reads it: indented; anything else as it came. */
const readable = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

const Code = ({ label, text }: { label: string; text: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box component="pre" sx={{ m: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 320, overflowY: 'auto' }}>
      {text}
    </Box>
  </Box>
);

/** What a test delivery came to, in a sentence. */
function useTestOutcome() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (delivery: WebhookDelivery): { severity: 'success' | 'warning'; text: string } => {
    if (delivery.status === 'delivered') {
      return { severity: 'success', text: translate('app.webhooks.test_delivered', { status: delivery.response_status, duration: delivery.duration_ms ?? 0 }) };
    }
    const reason = delivery.error ?? translate('app.webhooks.test_failed_status', { status: delivery.response_status ?? '—' });
    const retry = delivery.next_attempt_at ? ` ${translate('app.webhooks.test_retry', { at: dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(delivery.next_attempt_at)) })}` : '';
    return { severity: 'warning', text: `${translate('app.webhooks.test_failed', { reason })}${retry}` };
  };
}

const TestEventButton = ({ id, onOutcome }: { id: Identifier; onOutcome: (outcome: { severity: 'success' | 'warning' | 'error'; text: string }) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const outcomeOf = useTestOutcome();
  const send = useMutation<WebhookDelivery, Error>({
    mutationFn: () => dataProvider.action<WebhookDelivery>(RESOURCE, id, 'test'),
    onSuccess: (delivery) => onOutcome(outcomeOf(delivery)),
    onError: (error) => onOutcome({ severity: 'error', text: translate(messageOf(error), { _: messageOf(error) }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
  return (
    <Button size="small" variant="outlined" startIcon={<SendIcon />} disabled={send.isPending} aria-busy={send.isPending} onClick={() => send.mutate()}>
      {translate('app.webhooks.test')}
    </Button>
  );
};

const ReplayButton = ({ delivery }: { delivery: WebhookDelivery }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const replay = useMutation<WebhookDelivery, Error>({
    mutationFn: () => dataProvider.action<WebhookDelivery>('webhook-deliveries', delivery.id, 'replay'),
    onSuccess: () => notify('app.webhooks.replayed', { type: 'success', messageArgs: { id: delivery.id } }),
    // 409: the delivery is being sent right now; the server's sentence says to wait.
    onError: (error) => {
      const message = messageOf(error);
      notify(message, { type: 'warning', messageArgs: { _: message } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(delivery.subscription_id) }),
  });
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={replay.isPending} onClick={() => replay.mutate()}>
      {translate('app.webhooks.replay')}
    </Button>
  );
};

const DeliveryDetails = ({ delivery }: { delivery: WebhookDelivery }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (value: string | null) => (value ? dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(value)) : '—');
  const t = (key: string) => translate(`app.webhooks.delivery.${key}`);
  const facts: [string, string][] = [
    [t('webhook_id'), delivery.event_id === null ? `test_${delivery.id}` : String(delivery.event_id)],
    [t('last_attempt_at'), when(delivery.last_attempt_at)],
    ...(delivery.next_attempt_at ? [[t('next_attempt_at'), when(delivery.next_attempt_at)] as [string, string]] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, py: 1.5, minWidth: 0 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, wordBreak: 'break-all' } }}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      {delivery.error && <Alert severity="warning">{`${t('error')}: ${delivery.error}`}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Code label={t('request_body')} text={readable(delivery.request_body)} />
        <Code label={t('response_excerpt')} text={delivery.response_excerpt ?? t('no_answer')} />
      </Box>
      <Box>
        <ReplayButton delivery={delivery} />
      </Box>
    </Box>
  );
};

export const DeliveryLog = () => {
  const record = useRecordContext<WebhookSubscription>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelOf = useEventTypeLabel();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Identifier | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: [...deliveriesKey(id ?? ''), page],
    queryFn: () => dataProvider.getSubList<WebhookDelivery>(RESOURCE, id!, 'deliveries', page, PER_PAGE),
    enabled: id != null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (underWay(query.state.data?.data ?? []) ? 2_000 : false),
  });
  if (!record) return null;
  const deliveries = data?.data ?? [];
  const when = (value: string) => dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(value));
  const t = (key: string) => translate(`app.webhooks.delivery.${key}`);
  return (
    <Box component="section" sx={{ pb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.webhooks.deliveries')}
        </Typography>
        <TestEventButton id={record.id} onOutcome={setOutcome} />
      </Box>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mx: 2, mb: 1 }} role="status" onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <PagedTable
        isPending={isPending}
        error={error}
        empty={deliveries.length === 0 ? translate('app.webhooks.no_deliveries') : null}
        total={data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPage={setPage}
      >
          <Table size="small" aria-label={translate('app.webhooks.deliveries')} sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{t('at')}</TableCell>
                <TableCell>{t('event_type')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell align="right">{t('attempt')}</TableCell>
                <TableCell align="right">{t('response_status')}</TableCell>
                <TableCell align="right">{t('duration')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((delivery) => {
                const expanded = open === delivery.id;
                const label = translate('app.webhooks.delivery.details', { id: delivery.id });
                return (
                  <Fragment key={delivery.id}>
                    <TableRow hover sx={{ cursor: 'pointer', '& > td': { borderBottom: expanded ? 0 : undefined } }} onClick={() => setOpen(expanded ? null : delivery.id)}>
                      <TableCell padding="checkbox" {...labelled(t('details_short'))}>
                        <IconButton size="small" aria-expanded={expanded} aria-label={label} onClick={(event) => {
                            event.stopPropagation();
                            setOpen(expanded ? null : delivery.id);
                          }}>
                          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} {...labelled(t('at'))}>
                        {when(delivery.at)}
                      </TableCell>
                      <TableCell {...labelled(t('event_type'))}>
                        <span>{labelOf(delivery.event_type)}</span>
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace' }}>
                          {delivery.event_type}
                        </Typography>
                      </TableCell>
                      <TableCell {...labelled(t('status'))}>
                        <StatusChip kind="webhook_delivery" status={delivery.status} />
                      </TableCell>
                      <TableCell align="right" {...labelled(t('attempt'))}>
                        {delivery.attempt}
                      </TableCell>
                      <TableCell align="right" {...labelled(t('response_status'))}>
                        {delivery.response_status ?? '—'}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...labelled(t('duration'))}>
                        {delivery.duration_ms === null ? '—' : translate('app.webhooks.delivery.duration_ms', { ms: delivery.duration_ms })}
                      </TableCell>
                    </TableRow>
                    {expanded && (
                      <TableRow>
                        <TableCell colSpan={7} sx={{ py: 0 }}>
                          <Collapse in appear>
                            <DeliveryDetails delivery={delivery} />
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
      </PagedTable>
    </Box>
  );
};
