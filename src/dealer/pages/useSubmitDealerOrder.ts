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

/** A 53-bit string hash (cyrb53): a fingerprint, not a secret. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * What a submit sends. The Idempotency-Key follows the body: the same draft resent after a
 * lost answer carries the same key (the server answers the order it placed), while a draft
 * changed since carries a new one (the server would refuse a known key with another body).
 */
export function orderRequest(draft: OrderDraft) {
  const body = { notes: draft.notes.trim() || null, lines: draft.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })) };
  const text = JSON.stringify(body);
  return { key: `${draft.key}.${hash53(text, 1).toString(36)}${hash53(text, 2).toString(36)}`, body };
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
 * Issue 6: a double click or a retry after a lost answer is one order (orderRequest's key);
 * on success the draft starts over and the order opens.
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
    mutationFn: async (draft: OrderDraft) => {
      const { key, body } = orderRequest(draft);
      return (await dealerFetch<DealerOrder>('/orders', { method: 'POST', headers: { 'Idempotency-Key': key }, body })).json;
    },
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
      onError: (error) => {
        setFailure(failureOf(error, draft, translate));
        // A line refused for stock: what is available has moved, so read it again now.
        if (error instanceof DealerApiError && error.status === 422) void queryClient.invalidateQueries({ queryKey: [DEALER_QUERY_ROOT, 'catalogue'] });
      },
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
