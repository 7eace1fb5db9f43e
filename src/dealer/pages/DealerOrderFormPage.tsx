import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Skeleton, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { CatalogueItem } from '../../../contract/dealerPortal';
import { DeferredMount } from '../../ui/DeferredMount';
import { useDealerNotify } from '../layout/DealerNotify';
import { CatalogueSearch, LIVE_INTERVAL_MS } from './CatalogueSearch';
import { DEALER_QUERY_ROOT, dealerOrderQuery, fetchDealerList, useDealerSettings } from './dealerQueries';
import { PageTitle } from './DealerOrderParts';
import { DraftLines, lineProblem, type ShownLine } from './DraftLines';
import { useOrderDraft, type DraftLine, type OrderDraftApi } from './useOrderDraft';
import { useSubmitDealerOrder } from './useSubmitDealerOrder';

/** The draft's products read again with the search results' rhythm: price and availability stay live. */
function useShownLines(lines: DraftLine[], lineErrors: Map<number, string> | undefined): ShownLine[] {
  const ids = [...new Set(lines.map((line) => line.product_id))].sort((a, b) => a - b);
  const { data, isPlaceholderData } = useQuery({
    queryKey: [DEALER_QUERY_ROOT, 'catalogue', 'lines', ids],
    queryFn: ({ signal }) => fetchDealerList<CatalogueItem>('catalogue', { filter: { id: ids }, sort: ['name', 'ASC'], page: 1, perPage: ids.length }, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_INTERVAL_MS,
  });
  const live = new Map(data?.data.map((item) => [item.id, item]));
  return lines.map((line) => {
    const item = live.get(line.product_id);
    // Only an answer that asked for this product can say it is no longer offered.
    const known = data != null && !isPlaceholderData;
    return {
      ...line,
      dealer_price: item?.dealer_price ?? line.dealer_price,
      available: item?.available ?? (known ? 0 : line.available),
      offered: item != null || !known,
      serverError: lineErrors?.get(line.product_id),
    };
  });
}

/** `?reorder=<id>` starts a new draft from that order's lines, then leaves the address. */
function useReorderPrefill(startOver: OrderDraftApi['startOver']) {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const reorderId = params.get('reorder');

  useEffect(() => {
    if (!reorderId) return;
    let current = true;
    queryClient
      .fetchQuery(dealerOrderQuery(reorderId))
      .then(
        (order) => {
          if (!current) return;
          startOver(
            order.lines.map((line) => ({
              product_id: line.product_id,
              sku: line.sku,
              name: line.name,
              unit: line.unit,
              dealer_price: line.unit_price,
              available: line.available,
              quantity: line.quantity,
            })),
          );
          notify(translate('app.dealer_pages.form.reordered', { number: order.number }), 'info');
        },
        () => {
          if (current) notify('app.dealer_pages.form.reorder_failed', 'error');
        },
      )
      .finally(() => {
        if (current) setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.delete('reorder');
          return next;
        }, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [reorderId, queryClient, startOver, notify, translate, setParams]);
}

/** About the height of an empty order's card, held while it is drawn. */
const ORDER_CARD_HEIGHT = { xs: 341, lg: 290 };

/** Issue 6: the order form against live stock; the draft survives a reload until it is submitted. */
export const DealerOrderFormPage = () => {
  const translate = useTranslate();
  const { draft, addItem, setQuantity, removeLine, setNotes, startOver } = useOrderDraft();
  const { data: settings } = useDealerSettings();
  const { submit, pending, failure, clearLineError } = useSubmitDealerOrder(() => startOver());
  const lines = useShownLines(draft.lines, failure?.lineErrors);
  useReorderPrefill(startOver);
  const t = (key: string) => translate(`app.dealer_pages.form.${key}`);
  const inDraft = new Map(draft.lines.map((line) => [line.product_id, line.quantity]));
  const changeQuantity = (productId: number, quantity: number) => {
    clearLineError(productId);
    setQuantity(productId, quantity);
  };
  // A line the server would refuse is not sent; the server still checks what is sent, since
  // stock moves between reading it here and placing the order.
  const linesToFix = lines.some((line) => lineProblem(line, translate) !== undefined);
  const [triedWithProblems, setTriedWithProblems] = useState(false);
  const orderSection = useRef<HTMLElement>(null);
  const placeOrder = () => {
    if (!linesToFix) {
      setTriedWithProblems(false);
      submit(draft);
      return;
    }
    setTriedWithProblems(true);
    orderSection.current?.querySelector<HTMLInputElement>('tr[aria-invalid="true"] input')?.focus();
  };

  return (
    <Box>
      <PageTitle>{t('title')}</PageTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <CatalogueSearch inDraft={inDraft} onAdd={addItem} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          {/* Below the catalogue on a phone: drawn in a render of its own, after the first screen (issue 21). */}
          <DeferredMount fallback={<Skeleton variant="rounded" sx={{ height: ORDER_CARD_HEIGHT }} />}>
            <Card variant="outlined" component="section" aria-label={t('your_order')} ref={orderSection}>
              <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {t('your_order')}
                </Typography>
                <DraftLines lines={lines} taxRate={settings?.tax_rate} setQuantity={changeQuantity} removeLine={removeLine} />
                <TextField
                  label={translate('resources.orders.fields.notes')}
                  value={draft.notes}
                  onChange={(event) => setNotes(event.target.value)}
                  multiline
                  // A plain textarea of fixed rows: Material UI's growing one measures the whole page's
                  // layout while the form first draws, in the task a phone waits on (issue 21).
                  slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { maxLength: 2000, rows: 3 } }}
                />
                {triedWithProblems && linesToFix && (
                  <Alert severity="warning" role="alert">
                    {t('fix_lines')}
                  </Alert>
                )}
                {failure?.alert && (
                  <Alert severity="error" role="alert">
                    {failure.alert}
                  </Alert>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('draft_saved')}
                  </Typography>
                  <Button
                    variant="contained"
                    size="large"
                    disabled={pending || draft.lines.length === 0}
                    onClick={placeOrder}
                    startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                  >
                    {t(pending ? 'submitting' : 'submit')}
                  </Button>
                </Box>
              </CardContent>
            </Card>
          </DeferredMount>
        </Grid>
      </Grid>
    </Box>
  );
};
