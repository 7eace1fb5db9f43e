import { useState } from 'react';
import { Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { ORDER_TRANSITIONS, type Order, type OrderStatus, type Shortfall } from '../../../contract/orders';
import { ActionButton } from '../../ui/DocumentActions';
import { DispatchDialog } from './DispatchDialog';
import { refusalOf, useOrderTransition, type MoveRefusal } from './useOrderTransition';

const ICONS: Record<OrderStatus, typeof CheckCircleIcon> = {
  pending: CheckCircleIcon,
  confirmed: CheckCircleIcon,
  processing: PlayArrowIcon,
  dispatched: LocalShippingIcon,
  delivered: DoneAllIcon,
  cancelled: BlockIcon,
};

/** A confirm refused for short stock: what each short line wants, has, and lacks. */
const ShortfallTable = ({ shortfall, title }: { shortfall: Shortfall[]; title: string }) => {
  const translate = useTranslate();
  const head = (field: string) => translate(`app.orders.shortfall.${field}`);
  return (
    <Table size="small" aria-label={title} sx={{ mt: 1, '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{head('line')}</TableCell>
          <TableCell>{head('sku')}</TableCell>
          <TableCell align="right">{head('wanted')}</TableCell>
          <TableCell align="right">{head('available')}</TableCell>
          <TableCell align="right">{head('short')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shortfall.map((line) => (
          <TableRow key={line.line_no}>
            <TableCell>{line.line_no}</TableCell>
            <TableCell>{line.sku}</TableCell>
            <TableCell align="right">{line.wanted}</TableCell>
            <TableCell align="right">{line.available}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {line.short}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const RefusalAlert = ({ refusal, order, onClose }: { refusal: MoveRefusal; order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  if (!refusal.shortfall) {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mt: 1 }}>
        {translate(refusal.message, { _: refusal.message })}
      </Alert>
    );
  }
  const title = translate('app.orders.shortfall.title', { number: order.number });
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mt: 1, '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>{title}</AlertTitle>
      {translate('app.orders.shortfall.help')}
      <ShortfallTable shortfall={refusal.shortfall} title={title} />
    </Alert>
  );
};

/**
 * DESIGN.md §6: the moves ORDER_TRANSITIONS allows from the order's status, and only those,
 * for users who may manage orders. A refusal stays on screen (a toast would vanish before a
 * shortfall of several lines is read). Dispatch asks for the racks; cancelling asks first.
 */
export const OrderNextSteps = () => {
  const translate = useTranslate();
  const order = useRecordContext<Order>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'edit' });
  const transition = useOrderTransition(order);
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const [asking, setAsking] = useState<'dispatched' | 'cancelled' | null>(null);
  if (!order || !canAccess) return null;
  const moves = ORDER_TRANSITIONS[order.status];
  const dispatchDialog = asking === 'dispatched' && <DispatchDialog order={order} onClose={() => setAsking(null)} />;
  // An order moved on to its end by someone else while this person dispatched: only their dialog, which says why.
  if (!moves.length) return dispatchDialog || null;

  const move = (to: OrderStatus) => {
    setRefusal(null);
    transition.mutate(
      { to },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => {
          setAsking(null);
          setRefusal(refusalOf(error));
        },
      },
    );
  };
  const choose = (to: OrderStatus) => (to === 'dispatched' || to === 'cancelled' ? setAsking(to) : move(to));

  return (
    <Box component="section" aria-label={translate('app.orders.next_steps')} sx={{ m: 2 }}>
      {/* The moves go under the sentence, as a stocktake's next step does: a phone keeps the sentence readable. */}
      <Alert severity="info">
        {translate(`app.orders.hints.${order.status}`)}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {moves.map((to) => {
            const Icon = ICONS[to];
            return (
              <ActionButton
                key={to}
                label={`app.orders.moves.${to}`}
                variant={to === 'cancelled' ? 'text' : 'contained'}
                color={to === 'cancelled' ? 'warning' : 'primary'}
                disabled={transition.isPending}
                onClick={() => choose(to)}
              >
                <Icon />
              </ActionButton>
            );
          })}
        </Box>
      </Alert>
      {refusal && <RefusalAlert refusal={refusal} order={order} onClose={() => setRefusal(null)} />}
      {/* Kept open whoever moves the order meanwhile: a refused dispatch says why, with the picks still in place. */}
      {dispatchDialog}
      <Confirm
        isOpen={asking === 'cancelled'}
        loading={transition.isPending}
        title="app.orders.cancel_title"
        titleTranslateOptions={{ number: order.number }}
        content="app.orders.cancel_content"
        confirm="app.orders.moves.cancelled"
        confirmColor="warning"
        cancel="app.orders.keep_order"
        onConfirm={() => move('cancelled')}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
