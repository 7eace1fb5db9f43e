import { NumberInput, TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { dealerInput } from '../../../contract/dealers';
import { FormSection } from '../shared/FormSection';
import { useMoneyFormat } from '../shared/localeFormat';
import { partyDefaults, PartyInputs } from '../shared/PartyFields';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const dealerResolver = zodResolver(dealerInput);

export const dealerDefaults = { ...partyDefaults, credit_limit: 0 };

/** The form body shared by create and edit; the portal password has its own action. */
export const DealerInputs = () => {
  const { symbol } = useMoneyFormat();
  return (
    <>
      <PartyInputs />
      <FormSection title="app.dealers.sections.account">
        <NumberInput
          source="credit_limit"
          min={0}
          InputProps={symbol ? { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> } : undefined}
        />
        <TextInput source="portal_email" type="email" helperText="app.dealers.portal_email_help" />
      </FormSection>
    </>
  );
};
