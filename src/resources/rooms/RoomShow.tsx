import {
  BooleanField,
  DataTable,
  EditButton,
  NumberField,
  ReferenceField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Grid } from '@mui/material';
import type { Rack } from '../../../contract/locations';
import { COLLECTIONS } from '../../../contract/resources';
import { sortableIn } from '../shared/collectionList';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { RackLabelsButton } from '../shared/labels/LabelDialog';
import { ChildLocations } from '../room-rack/ChildLocations';
import { HoldsStockField } from '../room-rack/HoldsStockMarker';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

const RoomShowActions = () => (
  <TopToolbar>
    <RackLabelsButton of="room" />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

const RackColumn = DataTable.Col<Rack>;
const sortableRack = sortableIn(COLLECTIONS.racks);

export const RoomShow = () => (
  <Show actions={<RoomShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 5 }}>
        <FieldSection title="app.locations.sections.room">
          <ReferenceField source="warehouse_id" reference="warehouse" link="show" />
          <TextField source="code" />
          <TextField source="name" />
          <NumberField source="rack_count" />
          <BooleanField source="holds_stock" />
          <LocaleDateField source="created_at" showTime />
          <LocaleDateField source="updated_at" showTime />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChildLocations reference="racks" target="room_id" addLabel="app.locations.add_rack" emptyText="app.locations.no_racks">
          <RackColumn source="code" {...sortableRack('code')} />
          <RackColumn source="name" {...sortableRack('name')} />
          <RackColumn source="holds_stock" {...sortableRack('holds_stock')}>
            <HoldsStockField />
          </RackColumn>
        </ChildLocations>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
