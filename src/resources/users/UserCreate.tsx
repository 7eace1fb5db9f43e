import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { userDefaults, UserInputs, userResolver } from './UserInputs';

export const UserCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={userResolver} defaultValues={userDefaults} sx={{ maxWidth: 720 }}>
      <UserInputs />
    </SimpleForm>
  </Create>
);
