import { EditButton, NumberField, TopToolbar } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Grid } from '@mui/material';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { PartyCompanyFields, PartyContactFields, PartyStatusButton } from '../shared/PartyFields';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

const SupplierShowActions = () => (
  <TopToolbar>
    <PartyStatusButton />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

export const SupplierShow = () => (
  <Show actions={<SupplierShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <PartyCompanyFields />
        <FieldSection title="app.suppliers.sections.catalogue">
          <NumberField source="product_count" />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PartyContactFields />
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
