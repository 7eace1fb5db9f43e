import {
  BooleanField,
  DataTable,
  EditButton,
  LinkBase,
  NumberField,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Button, Grid } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { Room, Warehouse } from '../../../contract/locations';
import { COLLECTIONS } from '../../../contract/resources';
import { sortableIn } from '../shared/collectionList';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { RackLabelsButton } from '../shared/labels/LabelDialog';
import { ChildLocations } from '../room-rack/ChildLocations';
import { HoldsStockField } from '../room-rack/HoldsStockMarker';
import { roomRackPath } from '../room-rack/roomRackPath';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

/** Opens the room-rack screen on this warehouse. */
const RoomRackButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<Warehouse>();
  const { canAccess } = useCanAccess({ resource: 'room-rack', action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <Button component={LinkBase} to={roomRackPath(record.id)} size="small" startIcon={<AccountTreeIcon />}>
      {translate('app.menu.room_rack')}
    </Button>
  );
};

const WarehouseShowActions = () => (
  <TopToolbar>
    <RoomRackButton />
    <RackLabelsButton of="warehouse" />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

const RoomColumn = DataTable.Col<Room>;
const sortableRoom = sortableIn(COLLECTIONS.rooms);

export const WarehouseShow = () => (
  <Show actions={<WarehouseShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 5 }}>
        <FieldSection title="app.locations.sections.warehouse">
          <TextField source="code" />
          <TextField source="name" />
          <TextField source="address" emptyText="—" />
          <BooleanField source="active" />
          <NumberField source="room_count" />
          <NumberField source="rack_count" />
          <LocaleDateField source="created_at" showTime />
          <LocaleDateField source="updated_at" showTime />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChildLocations reference="rooms" target="warehouse_id" addLabel="app.locations.add_room" emptyText="app.locations.no_rooms">
          <RoomColumn source="code" {...sortableRoom('code')} />
          <RoomColumn source="name" {...sortableRoom('name')} />
          <DataTable.NumberCol<Room> source="rack_count" {...sortableRoom('rack_count')} />
          <RoomColumn source="holds_stock" {...sortableRoom('holds_stock')}>
            <HoldsStockField />
          </RoomColumn>
        </ChildLocations>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
