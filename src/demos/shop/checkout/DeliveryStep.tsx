import { useState, type Dispatch } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatPrice } from '../cartStore';
import { Modal } from '../../kit/Modal';
import { HOME_DELIVERY_FEE, type CheckoutAction, type CheckoutState, type Delivery } from './checkoutStore';

export const PICKUP_POINTS = ['Sydney CBD — 1 George Street', 'Parramatta — 45 Church Street', 'Bondi Junction — 500 Oxford Street'];

const PickupModal = ({ open, dispatch }: { open: boolean; dispatch: Dispatch<CheckoutAction> }) => {
  const [point, setPoint] = useState('');
  return (
    <Modal
      title="Choose a pickup point"
      open={open}
      onClose={() => dispatch({ type: 'closePickup' })}
      footer={
        <Button variant="contained" disabled={!point} onClick={() => dispatch({ type: 'confirmPickup', point })}>
          Select pickup point
        </Button>
      }
    >
      <FormControl>
        <FormLabel id="pickup-point-label">Pickup point</FormLabel>
        <RadioGroup aria-labelledby="pickup-point-label" value={point} onChange={(event) => setPoint(event.target.value)}>
          {PICKUP_POINTS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={p} />
          ))}
        </RadioGroup>
      </FormControl>
    </Modal>
  );
};

/** SPEC.md §2/§4 "Delivery step": Home Delivery or Local Pickup; closing the pickup modal resets to Home Delivery. */
export const DeliveryStep = ({ state, dispatch }: { state: CheckoutState; dispatch: Dispatch<CheckoutAction> }) => (
  <Stack spacing={2}>
    <FormControl>
      <FormLabel id="checkout-delivery-label">Delivery method</FormLabel>
      <RadioGroup aria-labelledby="checkout-delivery-label" value={state.delivery} onChange={(event) => dispatch({ type: 'chooseDelivery', delivery: event.target.value as Delivery })}>
        <FormControlLabel value="home" control={<Radio />} label={`Home Delivery (${formatPrice(HOME_DELIVERY_FEE)})`} />
        <FormControlLabel value="pickup" control={<Radio />} label="Local Pickup (free)" />
      </RadioGroup>
    </FormControl>
    {state.delivery === 'pickup' && state.pickupPoint && <Typography>Pickup at {state.pickupPoint}</Typography>}
    <PickupModal key={String(state.pickupModalOpen)} open={state.pickupModalOpen} dispatch={dispatch} />
  </Stack>
);
