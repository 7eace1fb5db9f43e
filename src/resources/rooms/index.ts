import type { ResourceProps } from 'react-admin';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { Room } from '../../schema/locations';
import { RoomCreate } from './RoomCreate';
import { RoomEdit } from './RoomEdit';
import { RoomList } from './RoomList';
import { RoomShow } from './RoomShow';

export default {
  list: RoomList,
  create: RoomCreate,
  edit: RoomEdit,
  show: RoomShow,
  icon: MeetingRoomIcon,
  recordRepresentation: (record: Room) => `${record.code} — ${record.name}`,
} satisfies Omit<ResourceProps, 'name'>;
