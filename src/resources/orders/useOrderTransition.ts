import { HttpError, useTranslate } from 'react-admin';
import { actionMessageOf } from '../shared/actionOnce';
import { useRecordAction } from '../shared/useRecordAction';
import type { Order, OrderStatus, Shortfall } from '../../../contract/orders';

/** What a move can change: the order, the stock it reserves or takes, and the dealer's credit. */
const AFFECTED = ['products', 'stock-levels', 'stock-movements', 'stock-hub', 'dashboard'];

export interface OrderMove {
  to: OrderStatus;
  picks?: { line_id: number; rack_id: number | null; quantity: number | null }[];
}

/** A refused move as the screen shows it: the server's message, and what each short line lacks. */
export interface MoveRefusal {
  message: string;
  /** The server's status when it answered (409: refused, nothing done); none when no answer came. */
  status?: number;
  shortfall?: Shortfall[];
  /** 422 field errors, e.g. `picks.2.rack_id`. */
  errors?: Record<string, string>;
}

export function refusalOf(error: unknown): MoveRefusal {
  const message = actionMessageOf(error);
  if (!(error instanceof HttpError)) return { message };
  const body = (error.body ?? {}) as { shortfall?: Shortfall[]; errors?: Record<string, string> };
  return { message, status: error.status, shortfall: body.shortfall?.length ? body.shortfall : undefined, errors: body.errors };
}

/**
 * POST /api/orders/:id/transition with the version the user saw. The caller shows a refusal
 * where it belongs (the shortfall table, the dispatch dialog); the answer replaces the order at once.
 */
export function useOrderTransition(order: Order | undefined) {
  const translate = useTranslate();
  const action = useRecordAction<Order>('orders', { affects: AFFECTED, notifyErrors: false });
  const mutate = ({ to, picks }: OrderMove, callbacks?: { onSuccess?: () => void; onError?: (error: Error) => void }) =>
    action.mutate(
      {
        record: order!,
        name: 'transition',
        body: { to, version: order!.version, ...(picks ? { picks } : {}) },
        success: 'app.orders.moved',
        successArgs: (moved) => ({ status: translate(`app.orders.status.${moved.status}`).toLowerCase() }),
      },
      callbacks,
    );
  /** Whether this move is the one whose answer was lost: the dialog then offers to try it again, even on an order that moved on. */
  const unanswered = ({ to, picks }: OrderMove) => !!order && action.unanswered(order, 'transition', { to, ...(picks ? { picks } : {}) });
  return { mutate, isPending: action.isPending, unanswered };
}
