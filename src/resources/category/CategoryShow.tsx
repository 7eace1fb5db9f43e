import {
  DateField,
  LinkBase,
  DeleteButton,
  EditButton,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Button } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import type { Category } from '../../../contract/categories';
import { HistoryPanel } from '../shared/HistoryPanel';

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

const CategoryShowActions = () => (
  <TopToolbar>
    <ShowProductsButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export const CategoryShow = () => (
  <Show actions={<CategoryShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <ReferenceField source="parent_id" reference="category" link="show" emptyText="—" />
      <TextField source="description" emptyText="—" />
      <NumberField source="product_count" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </SimpleShowLayout>
    <HistoryPanel />
  </Show>
);
