import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { Modal } from '../../kit/Modal';
import { addressErrors, addressOf, COUNTRIES, emptyAddressForm, PHONE_REGIONS, type AddressForm, type PhoneRegion } from './address';
import type { Address } from './checkoutStore';

/** SPEC.md §2: the Add New Address modal; 'Save Address' adds the address and selects it. */
export const AddAddressModal = ({ onSave }: { onSave: (address: Address) => void }) => {
  const [form, setForm] = useState<AddressForm>(emptyAddressForm);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const errors = touched ? addressErrors(form) : {};
  const set = (key: keyof AddressForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  return (
    <>
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          setForm(emptyAddressForm());
          setTouched(false);
          setOpen(true);
        }}
      >
        Add New Address
      </Button>
      <Modal
        title="Add New Address"
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <Button
            variant="contained"
            onClick={() => {
              setTouched(true);
              if (Object.keys(addressErrors(form)).length) return;
              onSave(addressOf(form, `address-${Date.now()}`));
              setOpen(false);
            }}
          >
            Save Address
          </Button>
        }
      >
      <Box component="form" noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }} onSubmit={(event) => event.preventDefault()}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DemoTextarea label="Address" required value={form.address} onChange={set('address')} error={errors.address} />
        </Box>
        <DemoSelect label="Country" required options={COUNTRIES} value={form.country} onChange={set('country')} error={errors.country} />
        <TextField label="State" required value={form.state} onChange={set('state')} error={!!errors.state} helperText={errors.state} />
        <TextField label="City" required value={form.city} onChange={set('city')} error={!!errors.city} helperText={errors.city} />
        <TextField label="Postal code" required value={form.postalCode} onChange={set('postalCode')} error={!!errors.postalCode} helperText={errors.postalCode} />
        <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
          <TextField
            select
            label="Country code"
            value={form.phoneRegion}
            onChange={(event) => setForm((current) => ({ ...current, phoneRegion: event.target.value as PhoneRegion }))}
            sx={{ width: 150, flexShrink: 0 }}
          >
            {PHONE_REGIONS.map((r) => (
              <MenuItem key={r.region} value={r.region}>
                {r.region} {r.code}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Phone"
            required
            fullWidth
            type="tel"
            autoComplete="tel-national"
            value={form.phone}
            onChange={set('phone')}
            error={!!errors.phone}
            helperText={errors.phone}
          />
        </Stack>
      </Box>
      </Modal>
    </>
  );
};
