import type { Dispatch } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { AddAddressModal } from './AddAddressModal';
import type { Address, CheckoutAction, CheckoutState } from './checkoutStore';

export const addressLine = (a: Address) => `${a.address}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;

/** SPEC.md §2 "Address step": the saved addresses as a radio choice, plus the Add New Address modal. */
export const ShippingStep = ({ state, dispatch }: { state: CheckoutState; dispatch: Dispatch<CheckoutAction> }) => (
  <Stack spacing={2}>
    <FormControl>
      <FormLabel id="checkout-address-label">Shipping address</FormLabel>
      <RadioGroup aria-labelledby="checkout-address-label" value={state.addressId ?? ''} onChange={(event) => dispatch({ type: 'selectAddress', id: event.target.value })}>
        {state.addresses.map((a) => (
          <FormControlLabel
            key={a.id}
            value={a.id}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {addressLine(a)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.phone}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
    <Box>
      <AddAddressModal onSave={(address) => dispatch({ type: 'addAddress', address })} />
    </Box>
  </Stack>
);
