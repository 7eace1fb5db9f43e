import {
  BooleanField,
  EditButton,
  ReferenceField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { RackLabelsButton } from '../shared/labels/LabelDialog';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

const RackShowActions = () => (
  <TopToolbar>
    <RackLabelsButton of="rack" />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

export const RackShow = () => (
  <Show actions={<RackShowActions />}>
    <FieldSection title="app.locations.sections.rack">
      <TextField source="path" />
      <ReferenceField source="warehouse_id" reference="warehouse" link="show" />
      <ReferenceField source="room_id" reference="rooms" link="show" />
      <TextField source="code" />
      <TextField source="name" emptyText="—" />
      <BooleanField source="holds_stock" />
      <LocaleDateField source="created_at" showTime />
      <LocaleDateField source="updated_at" showTime />
    </FieldSection>
    <HistoryPanel />
  </Show>
);
