import type { ResourceProps } from 'react-admin';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { Room } from '../../../contract/locations';
import { lazyPage } from '../../ui/lazyPage';

const RoomCreate = lazyPage(() => import('./RoomCreate'), 'RoomCreate');
const RoomEdit = lazyPage(() => import('./RoomEdit'), 'RoomEdit');
const RoomList = lazyPage(() => import('./RoomList'), 'RoomList');
const RoomShow = lazyPage(() => import('./RoomShow'), 'RoomShow');

export default {
  list: RoomList,
  create: RoomCreate,
  edit: RoomEdit,
  show: RoomShow,
  icon: MeetingRoomIcon,
  recordRepresentation: (record: Room) => `${record.code} — ${record.name}`,
} satisfies Omit<ResourceProps, 'name'>;
