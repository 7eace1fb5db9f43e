import { Edit, SimpleForm } from 'react-admin';
import { CategoryInputs, categoryResolver } from './CategoryInputs';

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={categoryResolver} sx={{ maxWidth: 600 }}>
      <CategoryInputs />
    </SimpleForm>
  </Edit>
);
