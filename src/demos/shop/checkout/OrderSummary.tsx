import { Box, Divider, Stack, Typography } from '@mui/material';
import { formatPrice, lineTotal, type CartItem } from '../cartStore';
import type { CheckoutTotals } from './checkoutStore';

const Line = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }} aria-label={label}>
      {value}
    </Typography>
  </Stack>
);

/** The item summary and totals the payment and confirmation steps show. */
export const OrderSummary = ({ items, totals }: { items: CartItem[]; totals: CheckoutTotals }) => (
  <Box component="section" aria-label="Order summary">
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
      Order summary
    </Typography>
    <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            {item.name} × {item.quantity}
          </Typography>
          <Typography variant="body2">{formatPrice(lineTotal(item))}</Typography>
        </Stack>
      ))}
    </Stack>
    <Divider sx={{ my: 1 }} />
    <Stack spacing={0.5}>
      <Line label="Subtotal" value={formatPrice(totals.subtotal)} />
      {totals.discount > 0 && <Line label="Discount" value={`-${formatPrice(totals.discount)}`} />}
      <Line label="Shipping" value={formatPrice(totals.shipping)} />
      <Line label="Total" value={formatPrice(totals.total)} strong />
    </Stack>
  </Box>
);
