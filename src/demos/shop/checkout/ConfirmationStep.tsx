import { Box, Chip, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import type { CartItem } from '../cartStore';
import type { CheckoutState, CheckoutTotals } from './checkoutStore';
import { OrderSummary } from './OrderSummary';
import { addressLine } from './ShippingStep';

/** SPEC.md §2/§4 "Confirmation": thank-you, order summary, order code, details and totals; the demo order is Pending. */
export const ConfirmationStep = ({ state, items, totals }: { state: CheckoutState; items: CartItem[]; totals: CheckoutTotals }) => {
  const address = state.addresses.find((a) => a.id === state.addressId);
  const details = [
    { label: 'Order code', value: state.orderCode ?? '—' },
    { label: 'Delivery', value: state.delivery === 'home' ? `Home Delivery to ${address ? addressLine(address) : '—'}` : `Local Pickup at ${state.pickupPoint ?? '—'}` },
    { label: 'Phone', value: address?.phone ?? '—' },
    { label: 'Payment', value: state.payment },
  ];
  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h2">
          Thank you for your order!
        </Typography>
        <Typography color="text.secondary">Your order {state.orderCode} has been received.</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Status</Typography>
          <Chip label="Pending" color="warning" />
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
          {details.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <OrderSummary items={items} totals={totals} />
      </Box>
    </Stack>
  );
};
