import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddIcon from '@mui/icons-material/Add';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BoltIcon from '@mui/icons-material/Bolt';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CameraIcon from '@mui/icons-material/Camera';
import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import CloudIcon from '@mui/icons-material/Cloud';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FilterListIcon from '@mui/icons-material/FilterList';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import InventoryIcon from '@mui/icons-material/Inventory';
import LanguageIcon from '@mui/icons-material/Language';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeIcon from '@mui/icons-material/QrCode';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WarningIcon from '@mui/icons-material/Warning';

/** The icons page's sample set: each imported on its own so only these enter the chunk. */
export const ICONS: Array<{ name: string; Icon: SvgIconComponent }> = [
  { name: 'AccountCircle', Icon: AccountCircleIcon },
  { name: 'Add', Icon: AddIcon },
  { name: 'Alarm', Icon: AlarmIcon },
  { name: 'ArrowBack', Icon: ArrowBackIcon },
  { name: 'ArrowForward', Icon: ArrowForwardIcon },
  { name: 'Bolt', Icon: BoltIcon },
  { name: 'Build', Icon: BuildIcon },
  { name: 'CalendarMonth', Icon: CalendarMonthIcon },
  { name: 'Camera', Icon: CameraIcon },
  { name: 'Chat', Icon: ChatIcon },
  { name: 'Check', Icon: CheckIcon },
  { name: 'Close', Icon: CloseIcon },
  { name: 'Cloud', Icon: CloudIcon },
  { name: 'ContentCopy', Icon: ContentCopyIcon },
  { name: 'Dashboard', Icon: DashboardIcon },
  { name: 'Delete', Icon: DeleteIcon },
  { name: 'Download', Icon: DownloadIcon },
  { name: 'Edit', Icon: EditIcon },
  { name: 'Email', Icon: EmailIcon },
  { name: 'Favorite', Icon: FavoriteIcon },
  { name: 'FilterList', Icon: FilterListIcon },
  { name: 'Home', Icon: HomeIcon },
  { name: 'Info', Icon: InfoIcon },
  { name: 'Inventory', Icon: InventoryIcon },
  { name: 'Language', Icon: LanguageIcon },
  { name: 'LocalShipping', Icon: LocalShippingIcon },
  { name: 'Lock', Icon: LockIcon },
  { name: 'Map', Icon: MapIcon },
  { name: 'Menu', Icon: MenuIcon },
  { name: 'Notifications', Icon: NotificationsIcon },
  { name: 'Person', Icon: PersonIcon },
  { name: 'Phone', Icon: PhoneIcon },
  { name: 'Print', Icon: PrintIcon },
  { name: 'QrCode', Icon: QrCodeIcon },
  { name: 'Refresh', Icon: RefreshIcon },
  { name: 'Search', Icon: SearchIcon },
  { name: 'Settings', Icon: SettingsIcon },
  { name: 'Share', Icon: ShareIcon },
  { name: 'ShoppingCart', Icon: ShoppingCartIcon },
  { name: 'Star', Icon: StarIcon },
  { name: 'Store', Icon: StoreIcon },
  { name: 'Upload', Icon: UploadIcon },
  { name: 'Visibility', Icon: VisibilityIcon },
  { name: 'Warehouse', Icon: WarehouseIcon },
  { name: 'Warning', Icon: WarningIcon },
];
