import { useReducer } from 'react';
import { Title, useNavigate } from 'react-admin';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { CartTable } from '../CartTable';
import { useShop, withShop } from '../ShopProvider';
import {
  canGoBack,
  canGoForward,
  CHECKOUT_STEPS,
  checkoutReducer,
  checkoutTotals,
  forwardLabel,
  initialCheckoutState,
  LAST_STEP,
  SUBMIT_STEP,
} from './checkoutStore';
import { ConfirmationStep } from './ConfirmationStep';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import { StepIndicator } from './StepIndicator';

/** A sample order code; the demo places no order. */
const sampleOrderCode = () => `#DEMO-${Date.now().toString(36).toUpperCase().slice(-6)}`;

/** SPEC.md §2 "Checkout wizard": My Cart, Shipping Info, Delivery Info, Payment, Confirmation. */
const Checkout = () => {
  const navigate = useNavigate();
  const { cart } = useShop();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, initialCheckoutState);
  const hasItems = cart.items.length > 0;
  const totals = checkoutTotals(state, cart.totalPrice);
  const { step } = state;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Checkout" />
      <CardContent>
        <StepIndicator step={step} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {CHECKOUT_STEPS[step]}
        </Typography>
        {step === 0 && <CartTable />}
        {step === 1 && <ShippingStep state={state} dispatch={dispatch} />}
        {step === 2 && <DeliveryStep state={state} dispatch={dispatch} />}
        {step === SUBMIT_STEP && <PaymentStep state={state} dispatch={dispatch} items={cart.items} totals={totals} />}
        {step === LAST_STEP && <ConfirmationStep state={state} items={cart.items} totals={totals} />}
        {!hasItems && step < LAST_STEP && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Add products to the cart to continue.
          </Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3, gap: 1 }}>
          {/* SPEC.md §2: from the first step, back returns to /products. */}
          <Button variant="outlined" onClick={() => (canGoBack(state) ? dispatch({ type: 'back' }) : navigate('/products'))}>
            Back
          </Button>
          {step < LAST_STEP && (
            <Button variant="contained" disabled={!canGoForward(state, hasItems)} onClick={() => dispatch({ type: 'next', hasItems, orderCode: sampleOrderCode() })}>
              {forwardLabel(step)}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const CheckoutPage = withShop(Checkout);
export default CheckoutPage;
