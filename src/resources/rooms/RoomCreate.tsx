import { SimpleForm } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { roomDefaults, RoomInputs, roomResolver } from './RoomInputs';

export const RoomCreate = () => (
  <Create redirect="show">
    <SimpleForm noValidate resolver={roomResolver} defaultValues={roomDefaults} sx={{ maxWidth: 600 }}>
      <RoomInputs />
    </SimpleForm>
  </Create>
);
