import {
  DataTable,
  LinkBase,
  EditButton,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Button, Typography } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import type { Category } from '../../../contract/categories';
import { HistoryPanel } from '../shared/HistoryPanel';
import { LocaleDateField } from '../../ui/localeFormat';
import { DeleteDocumentButton } from '../../ui/DocumentActions';

/** Opens the product list filtered on this category. */
const ShowProductsButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<Category>();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'list' });
  if (!record || !canAccess) return null;
  const filter = encodeURIComponent(JSON.stringify({ category_id: record.id }));
  return (
    <Button component={LinkBase} to={`/products?filter=${filter}`} size="small" startIcon={<InventoryIcon />}>
      {translate('app.category.show_products')}
    </Button>
  );
};

const NoSubcategories = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.category.no_subcategories')}
    </Typography>
  );
};

const CategoryShowActions = () => (
  <TopToolbar>
    <ShowProductsButton />
    <EditButton />
    <DeleteDocumentButton />
  </TopToolbar>
);

export const CategoryShow = () => (
  <Show actions={<CategoryShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="path" label="app.category.path" />
      <ReferenceField source="parent_id" reference="category" link="show" emptyText="—" />
      <TextField source="description" emptyText="—" />
      <NumberField source="product_count" />
      <LocaleDateField source="created_at" showTime />
      <LocaleDateField source="updated_at" showTime />
      <ReferenceManyField label="app.category.subcategories" reference="category" target="parent_id" sort={{ field: 'lineage', order: 'ASC' }} perPage={100}>
        <DataTable rowClick="show" bulkActionButtons={false} empty={<NoSubcategories />}>
          <DataTable.Col source="name" />
          <DataTable.NumberCol source="product_count" />
        </DataTable>
      </ReferenceManyField>
    </SimpleShowLayout>
    <HistoryPanel />
  </Show>
);
