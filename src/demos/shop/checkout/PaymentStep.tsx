import type { Dispatch } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { CartItem } from '../cartStore';
import { PAYMENT_OPTIONS, type CheckoutAction, type CheckoutState, type CheckoutTotals, type PaymentOption } from './checkoutStore';
import { OrderSummary } from './OrderSummary';
import { PaymentLogo } from './PaymentLogos';

interface PaymentStepProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  items: CartItem[];
  totals: CheckoutTotals;
}

/** SPEC.md §2 "Payment step": payment option (default bkash), terms, item summary, total, coupon with Apply. */
export const PaymentStep = ({ state, dispatch, items, totals }: PaymentStepProps) => (
  <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="checkout-payment-label">Payment option</FormLabel>
        <RadioGroup
          aria-labelledby="checkout-payment-label"
          value={state.payment}
          onChange={(event) => dispatch({ type: 'choosePayment', payment: event.target.value as PaymentOption })}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 1 }}
        >
          {PAYMENT_OPTIONS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio slotProps={{ input: { 'aria-label': option } }} />} label={<PaymentLogo name={option} />} sx={{ m: 0 }} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl required error={!state.termsAccepted}>
        <FormControlLabel
          control={<Checkbox checked={state.termsAccepted} onChange={(event) => dispatch({ type: 'acceptTerms', accepted: event.target.checked })} />}
          label="I agree to the terms and conditions"
        />
        {!state.termsAccepted && <FormHelperText>Accept the terms and conditions to submit the order.</FormHelperText>}
      </FormControl>
    </Stack>
    <Stack spacing={2}>
      <OrderSummary items={items} totals={totals} />
      <Box component="form" onSubmit={(event) => (event.preventDefault(), dispatch({ type: 'applyCoupon' }))}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label="Coupon code"
            value={state.coupon}
            onChange={(event) => dispatch({ type: 'setCoupon', coupon: event.target.value })}
            helperText={state.couponMessage ?? 'Try DEMO10'}
            error={!!state.couponMessage && state.discountPercent === 0}
          />
          <Button type="submit" variant="outlined">
            Apply
          </Button>
        </Stack>
      </Box>
    </Stack>
  </Box>
);
