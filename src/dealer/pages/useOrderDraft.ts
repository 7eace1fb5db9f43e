import { useCallback, useEffect, useState } from 'react';
import type { CatalogueItem } from '../../../contract/dealerPortal';
import { readDealerInfo } from '../session/dealerSession';

export interface DraftLine {
  product_id: number;
  sku: string;
  name: string;
  unit: string;
  /** As last seen; the live catalogue read replaces it on screen. */
  dealer_price: number;
  available: number;
  quantity: number;
}

/**
 * The order being prepared. `key` names this draft; with what it asks for it makes the
 * Idempotency-Key of a submit (orderRequest), so resending it unchanged is one order.
 */
export interface OrderDraft {
  key: string;
  notes: string;
  lines: DraftLine[];
}

/** Random, and available over plain http too, where the browser offers no crypto.randomUUID. */
function newDraftKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const newDraft = (lines: DraftLine[] = []): OrderDraft => ({ key: newDraftKey(), notes: '', lines });

/** One draft per dealer, so two dealers signing in on one browser never see each other's. */
const storageKey = () => `dealerOrderDraft:${readDealerInfo(window.localStorage)?.id ?? 'unknown'}`;

const isDraft = (value: unknown): value is OrderDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderDraft).key === 'string' &&
  typeof (value as OrderDraft).notes === 'string' &&
  Array.isArray((value as OrderDraft).lines) &&
  (value as OrderDraft).lines.every((line) => Number.isInteger(line?.product_id) && typeof line.quantity === 'number');

/** A stored draft that cannot be read (an older shape, edited by hand) is dropped, not trusted. */
function readDraft(key: string): OrderDraft {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return isDraft(stored) ? stored : newDraft();
  } catch {
    return newDraft();
  }
}

export const lineFromItem = (item: CatalogueItem, quantity = 1): DraftLine => ({
  product_id: item.id,
  sku: item.sku,
  name: item.name,
  unit: item.unit,
  dealer_price: item.dealer_price,
  available: item.available,
  quantity,
});

/** Issue 6 "Drafts kept in the browser until submitted": every change is written to localStorage. */
export function useOrderDraft() {
  const [key] = useState(storageKey);
  const [draft, setDraft] = useState(() => readDraft(key));

  useEffect(() => {
    if (draft.lines.length || draft.notes) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  }, [key, draft]);

  const setLines = useCallback((change: (lines: DraftLine[]) => DraftLine[]) => setDraft((current) => ({ ...current, lines: change(current.lines) })), []);

  return {
    draft,
    /** A product already in the draft gains one instead of becoming a second line. */
    addItem: useCallback(
      (item: CatalogueItem) =>
        setLines((lines) =>
          lines.some((line) => line.product_id === item.id)
            ? lines.map((line) => (line.product_id === item.id ? { ...line, quantity: line.quantity + 1 } : line))
            : [...lines, lineFromItem(item)],
        ),
      [setLines],
    ),
    setQuantity: useCallback(
      (productId: number, quantity: number) => setLines((lines) => lines.map((line) => (line.product_id === productId ? { ...line, quantity } : line))),
      [setLines],
    ),
    removeLine: useCallback((productId: number) => setLines((lines) => lines.filter((line) => line.product_id !== productId)), [setLines]),
    setNotes: useCallback((notes: string) => setDraft((current) => ({ ...current, notes })), []),
    /** A new draft (new key): after a submit, or prefilled from an earlier order. */
    startOver: useCallback((lines: DraftLine[] = []) => setDraft(newDraft(lines)), []),
  };
}

export type OrderDraftApi = ReturnType<typeof useOrderDraft>;
