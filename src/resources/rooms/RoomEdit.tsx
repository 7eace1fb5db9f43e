import { SimpleForm } from 'react-admin';
import { EditWithHistory } from '../shared/EditWithHistory';
import { RoomInputs, roomResolver } from './RoomInputs';

// Pessimistic: a duplicate code (422), a stale version and a refused delete (409) must reach the user.
export const RoomEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <SimpleForm noValidate resolver={roomResolver} sx={{ maxWidth: 600 }}>
      <RoomInputs />
    </SimpleForm>
  </EditWithHistory>
);
