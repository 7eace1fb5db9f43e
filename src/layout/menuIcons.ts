import { createElement, type ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon } from '../../contract/resources';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
// The demo menu's icons (src/layout/menu.ts demoMenuItems).
import InsightsIcon from '@mui/icons-material/Insights';
import EventIcon from '@mui/icons-material/Event';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MailIcon from '@mui/icons-material/Mail';
import ChatIcon from '@mui/icons-material/Chat';
import FolderIcon from '@mui/icons-material/Folder';
import LoginIcon from '@mui/icons-material/Login';
import ReceiptIcon from '@mui/icons-material/Receipt';
import WebIcon from '@mui/icons-material/Web';
import WidgetsIcon from '@mui/icons-material/Widgets';
import EditNoteIcon from '@mui/icons-material/EditNote';
import TableChartIcon from '@mui/icons-material/TableChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';

/** The business menu's icons, by the key the registry names (contract/resources.ts `MenuIcon`): a key without its component does not compile. */
const BUSINESS_ICONS: Readonly<Record<MenuIcon, SvgIconComponent>> = {
  assignment: AssignmentIcon,
  build: BuildIcon,
  category: CategoryIcon,
  dashboard: DashboardIcon,
  fact_check: FactCheckIcon,
  inventory: InventoryIcon,
  local_shipping: LocalShippingIcon,
  manage_accounts: ManageAccountsIcon,
  qr_code_scanner: QrCodeScannerIcon,
  receipt_long: ReceiptLongIcon,
  settings: SettingsIcon,
  shopping_cart: ShoppingCartIcon,
  storefront: StorefrontIcon,
  tune: TuneIcon,
};

/** The icon names src/layout/menu.ts may use: the business menu's and the demo menu's. */
const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  ...BUSINESS_ICONS,
  insights: InsightsIcon,
  event: EventIcon,
  view_kanban: ViewKanbanIcon,
  checklist: ChecklistIcon,
  mail: MailIcon,
  chat: ChatIcon,
  folder: FolderIcon,
  login: LoginIcon,
  receipt: ReceiptIcon,
  web: WebIcon,
  widgets: WidgetsIcon,
  edit_note: EditNoteIcon,
  table_chart: TableChartIcon,
  bar_chart: BarChartIcon,
  account_tree: AccountTreeIcon,
};

/** Children and unknown names get a small dot, so a collapsed sidebar still shows an entry. */
export const DotIcon = FiberManualRecordIcon;

/** The icon a menu entry names in src/layout/menu.ts. */
export function menuIcon(name: string | undefined): ReactElement {
  return createElement((name && MENU_ICONS[name]) || DotIcon);
}
