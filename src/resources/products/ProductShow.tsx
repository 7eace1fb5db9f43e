import {
  BooleanField,
  CanAccess,
  DateField,
  DeleteButton,
  EditButton,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
} from 'react-admin';
import { Grid } from '@mui/material';
import { MONEY } from '../shared/collectionList';
import { FieldSection } from '../shared/FieldSection';
import { HistoryPanel } from '../shared/HistoryPanel';
import { unitChoices } from './ProductInputs';

const ProductShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export const ProductShow = () => (
  <Show actions={<ProductShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.products.sections.identity">
          <TextField source="sku" />
          <TextField source="name" />
          <ReferenceField source="category_id" reference="category" link="show" />
          <SelectField source="unit" choices={unitChoices} />
          <TextField source="barcode" emptyText="—" />
          <CanAccess resource="suppliers" action="list">
            <ReferenceField source="preferred_supplier_id" reference="suppliers" link="show" emptyText="—" />
          </CanAccess>
          <BooleanField source="active" />
        </FieldSection>
        <FieldSection title="app.products.sections.pricing">
          <NumberField source="dealer_price" options={MONEY} />
          <NumberField source="cost" options={MONEY} />
        </FieldSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FieldSection title="app.products.sections.stock">
          <NumberField source="on_hand" />
          <NumberField source="reserved" />
          <NumberField source="available" />
          <NumberField source="reorder_level" />
          <BooleanField source="low_stock" />
        </FieldSection>
        <FieldSection title="app.products.sections.details">
          <TextField source="description" emptyText="—" />
          <TextField source="image" emptyText="—" />
          <DateField source="created_at" showTime />
          <DateField source="updated_at" showTime />
        </FieldSection>
      </Grid>
    </Grid>
    <HistoryPanel />
  </Show>
);
