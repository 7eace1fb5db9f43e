import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { CategoryInputs, categoryResolver } from './CategoryInputs';

// Pessimistic: field errors (422), a stale version and a refused delete (409) must reach the user.
export const CategoryEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={categoryResolver} sx={{ maxWidth: 600 }}>
      <CategoryInputs />
    </SimpleForm>
  </EditWithHistory>
);
