import { useState } from 'react';
import { TextField } from '@mui/material';
import { DemoPage, Grid, Section } from '../PageParts';
import { isValidDate, isValidTime, maskCardNumber, maskDate, maskExpiry, maskNumber, maskPhone, maskTime, unmaskNumber } from './masks';

interface MaskedFieldProps {
  label: string;
  mask: (text: string) => string;
  placeholder: string;
  /** Says what is wrong with a complete-looking value, or nothing. */
  check?: (masked: string) => string | undefined;
  describe?: (masked: string) => string;
  initial?: string;
}

const MaskedField = ({ label, mask, placeholder, check, describe, initial = '' }: MaskedFieldProps) => {
  const [value, setValue] = useState(mask(initial));
  const problem = value ? check?.(value) : undefined;
  return (
    <TextField
      label={label}
      value={value}
      placeholder={placeholder}
      onChange={(event) => setValue(mask(event.target.value))}
      error={!!problem}
      helperText={problem ?? (describe ? describe(value) : `Format: ${placeholder}`)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      fullWidth
    />
  );
};

const InputMaskPage = () => (
  <DemoPage title="Input masks">
    <Grid columns={2}>
      <Section title="Numbers">
        <MaskedField
          label="Amount"
          mask={(text) => maskNumber(text)}
          placeholder="1,234,567.89"
          initial="1234567.5"
          describe={(masked) => `Value: ${unmaskNumber(masked) ?? '—'}`}
        />
      </Section>
      <Section title="Whole numbers">
        <MaskedField label="Quantity" mask={(text) => maskNumber(text, 0)} placeholder="10,000" />
      </Section>
      <Section title="Date">
        <MaskedField
          label="Date"
          mask={maskDate}
          placeholder="DD/MM/YYYY"
          check={(masked) => (masked.length === 10 && !isValidDate(masked) ? 'This day does not exist' : undefined)}
        />
      </Section>
      <Section title="Time">
        <MaskedField label="Time" mask={maskTime} placeholder="HH:MM" check={(masked) => (masked.length === 5 && !isValidTime(masked) ? 'Use a time from 00:00 to 23:59' : undefined)} />
      </Section>
      <Section title="Phone number">
        <MaskedField label="Phone" mask={maskPhone} placeholder="0412 345 678" describe={() => 'Australian by default; start with + for another country'} />
      </Section>
      <Section title="Credit card">
        <Grid columns={2}>
          <MaskedField label="Card number" mask={maskCardNumber} placeholder="4444 4444 4444 4444" />
          <MaskedField label="Expiry" mask={maskExpiry} placeholder="MM/YY" />
        </Grid>
      </Section>
    </Grid>
  </DemoPage>
);

export default InputMaskPage;
