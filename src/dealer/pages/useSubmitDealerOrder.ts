import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DealerOrder } from '../../../contract/dealerPortal';
import { useDealerNotify } from '../layout/DealerNotify';
import { DealerApiError, dealerFetch } from '../session/dealerApi';
import { DEALER_QUERY_ROOT, fieldErrorsOf } from './dealerQueries';
import type { OrderDraft } from './useOrderDraft';

export interface SubmitFailure {
  /** The server's message for a line, by product. */
  lineErrors: Map<number, string>;
  /** What is wrong with the order as a whole (credit limit, notes, no answer). */
  alert?: string;
}

/** A 422 names lines by their index in the body sent; the draft knows them by product. */
function failureOf(error: unknown, sent: OrderDraft, translate: (key: string, options?: object) => string): SubmitFailure {
  const lineErrors = new Map<number, string>();
  const others: string[] = [];
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const index = /^lines\.(\d+)\./.exec(field)?.[1];
    const line = index === undefined ? undefined : sent.lines[Number(index)];
    if (line) lineErrors.set(line.product_id, message);
    else others.push(message);
  }
  if (!(error instanceof DealerApiError)) return { lineErrors, alert: translate('app.dealer_pages.form.submit_failed', { message: String(error) }) };
  if (error.status === 409) return { lineErrors, alert: error.message };
  if (error.status === 0) return { lineErrors, alert: translate('app.dealer_pages.form.no_answer') };
  if (lineErrors.size && !others.length) return { lineErrors };
  return { lineErrors, alert: others.length ? others.join(' ') : translate('app.dealer_pages.form.submit_failed', { message: error.message }) };
}

/**
 * Issue 6: submitting sends the draft's own Idempotency-Key, so a double click or a retry
 * after a lost answer is one order; on success the draft starts over and the order opens.
 */
export function useSubmitDealerOrder(onSubmitted: () => void) {
  const translate = useTranslate();
  const notify = useDealerNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  // Two clicks in one frame both run before the disabled button re-renders: this stops the second.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (draft: OrderDraft) =>
      (
        await dealerFetch<DealerOrder>('/orders', {
          method: 'POST',
          headers: { 'Idempotency-Key': draft.key },
          body: { notes: draft.notes.trim() || null, lines: draft.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })) },
        })
      ).json,
  });

  const submit = (draft: OrderDraft) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    mutation.mutate(draft, {
      onSuccess: (order) => {
        onSubmitted();
        void queryClient.invalidateQueries({ queryKey: [DEALER_QUERY_ROOT] });
        notify(translate('app.dealer_pages.form.submitted', { number: order.number }), 'success');
        void navigate(`/dealer/view-order/${order.id}`);
      },
      onError: (error) => setFailure(failureOf(error, draft, translate)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** A line the dealer changes no longer carries the server's old complaint. */
  const clearLineError = (productId: number) =>
    setFailure((current) => {
      if (!current?.lineErrors.has(productId)) return current;
      const lineErrors = new Map(current.lineErrors);
      lineErrors.delete(productId);
      return { ...current, lineErrors };
    });

  return { submit, pending: mutation.isPending, failure, clearLineError };
}
