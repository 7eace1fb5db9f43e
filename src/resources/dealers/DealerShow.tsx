import {
  BooleanField,
  EditButton,
  SelectField,
  TextField,
  TopToolbar,
  useFieldValue,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Grid, Typography } from '@mui/material';
import type { Dealer } from '../../../contract/dealers';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { MoneyField } from '../../ui/localeFormat';
import { PartyCompanyFields, PartyContactFields, PartyStatusButton } from '../shared/PartyFields';
import { PortalPasswordButton } from './PortalPassword';
import { DeleteDocumentButton } from '../../ui/DocumentActions';
import { mailLanguageChoices } from '../../ui/mailLanguages';

const DealerShowActions = () => (
  <TopToolbar>
    <PortalPasswordButton />
    <PartyStatusButton />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

/** Whether the portal has a password; the password itself is never read back. */
const PortalPasswordField = (props: FieldProps<Dealer>) => {
  const translate = useTranslate();
  const isSet = useFieldValue({ ...props, source: 'has_portal_password' });
  return (
    <Typography variant="body2">
      {translate(isSet ? 'app.dealers.portal_password_set' : 'app.dealers.portal_password_not_set')}
    </Typography>
  );
};

export const DealerShow = () => (
  <Show actions={<DealerShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <PartyCompanyFields />
        <FieldSection title="app.dealers.sections.account">
          <MoneyField source="credit_limit" />
          <TextField source="portal_email" emptyText="—" />
          <PortalPasswordField source="has_portal_password" />
        </FieldSection>
        <FieldSection title="app.mails.portal.title">
          <SelectField source="language" choices={mailLanguageChoices} />
          <BooleanField source="order_mails" />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PartyContactFields />
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
