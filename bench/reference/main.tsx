import { createRoot } from 'react-dom/client';
import { Admin, DataTable, Edit, fetchUtils, List, NumberInput, Resource, SimpleForm, TextInput } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// `npm run bench:ui`'s reference (issue 21): the smallest react-admin app that shows the same
// data as the staff products list (one resource, a list and an edit), built from the same
// node_modules and served the same way. Its score says what this machine gives any
// react-admin app at that moment; each route of the real app is reported beside it.
const dataProvider = simpleRestProvider('/api', (url, options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' }));

const ProductList = () => (
  <List sort={{ field: 'name', order: 'ASC' }}>
    <DataTable>
      <DataTable.Col source="sku" />
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="dealer_price" />
      <DataTable.NumberCol source="on_hand" />
    </DataTable>
  </List>
);

const ProductEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="sku" />
      <TextInput source="name" />
      <NumberInput source="dealer_price" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="products" list={ProductList} edit={ProductEdit} />
  </Admin>,
);
