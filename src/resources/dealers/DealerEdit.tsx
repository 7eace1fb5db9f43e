import { ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { DealerInputs, dealerResolver } from './DealerInputs';
import { PortalPasswordAction } from './PortalPassword';

const DealerEditActions = () => (
  <TopToolbar>
    <PortalPasswordAction />
    <ShowButton />
  </TopToolbar>
);

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const DealerEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show" actions={<DealerEditActions />}>
    <SimpleForm noValidate resolver={dealerResolver} sx={{ maxWidth: 900 }}>
      <DealerInputs />
    </SimpleForm>
  </EditWithHistory>
);
