import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { categoryDefaults, CategoryInputs, categoryResolver } from './CategoryInputs';

export const CategoryCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={categoryResolver} defaultValues={categoryDefaults} sx={{ maxWidth: 600 }}>
      <CategoryInputs />
    </SimpleForm>
  </Create>
);
