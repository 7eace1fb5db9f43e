import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Order, OrderStatus, Shortfall } from '../../schema/orders';

/** What a move can change: the order, the stock it reserves or takes, and the dealer's credit. */
const AFFECTED = ['orders', 'products', 'stock-levels', 'stock-movements', 'stock-hub', 'dashboard'];

export interface OrderMove {
  to: OrderStatus;
  picks?: { line_id: number; rack_id: number | null; quantity: number | null }[];
}

/** A refused move as the screen shows it: the server's message, and what each short line lacks. */
export interface MoveRefusal {
  message: string;
  shortfall?: Shortfall[];
  /** 422 field errors, e.g. `picks.2.rack_id`. */
  errors?: Record<string, string>;
}

export function refusalOf(error: unknown): MoveRefusal {
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  if (!(error instanceof HttpError)) return { message };
  const body = (error.body ?? {}) as { shortfall?: Shortfall[]; errors?: Record<string, string> };
  return { message, shortfall: body.shortfall?.length ? body.shortfall : undefined, errors: body.errors };
}

/**
 * POST /api/orders/:id/transition with the version the user saw. Either way the order is read
 * again afterwards: a refusal may come from a stale version, and a move changes stock figures.
 */
export function useOrderTransition(order: Order | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ to, picks }: OrderMove) =>
      dataProvider.action<Order>('orders', order!.id, 'transition', { to, version: order!.version, ...(picks ? { picks } : {}) }),
    onSuccess: (moved) => {
      // The answer is the moved order: show it at once, with the version the next move needs.
      if (moved) queryClient.setQueryData(['orders', 'getOne', { id: String(moved.id) }], moved);
      notify('app.orders.moved', {
        type: 'success',
        messageArgs: { number: moved?.number ?? order?.number, status: translate(`app.orders.status.${moved?.status}`).toLowerCase() },
      });
    },
    onSettled: () => Promise.all(AFFECTED.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))),
  });
}
