import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { dealerInput } from '../../../contract/dealers';
import { FormSection } from '../shared/FormSection';
import { partyDefaults, PartyInputs } from '../shared/PartyFields';
import { NumberInput } from '../../ui/NumberInput';
import { mailLanguageChoices } from '../../ui/mailLanguages';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const dealerResolver = zodResolver(dealerInput);

export const dealerDefaults = { ...partyDefaults, credit_limit: 0, language: 'en', order_mails: true };

/** The form body shared by create and edit; the portal password has its own action. */
export const DealerInputs = () => (
  <>
    <PartyInputs />
    <FormSection title="app.dealers.sections.account">
      <NumberInput source="credit_limit" kind="money" />
      <TextInput source="portal_email" type="email" helperText="app.dealers.portal_email_help" />
    </FormSection>
    <FormSection title="app.mails.portal.title">
      <SelectInput source="language" choices={mailLanguageChoices} helperText="app.mails.language_help" />
      <BooleanInput source="order_mails" helperText="app.mails.order_mails_help" />
    </FormSection>
  </>
);
