import { createElement, type ReactElement } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';

/** The icon names src/schema/menu.ts may use (Material Symbols names). */
const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  assignment: AssignmentIcon,
  build: BuildIcon,
  category: CategoryIcon,
  dashboard: DashboardIcon,
  inventory: InventoryIcon,
  local_shipping: LocalShippingIcon,
  manage_accounts: ManageAccountsIcon,
  receipt_long: ReceiptLongIcon,
  shopping_cart: ShoppingCartIcon,
  storefront: StorefrontIcon,
  tune: TuneIcon,
};

/** Children and unknown names get a small dot, so a collapsed sidebar still shows an entry. */
export const DotIcon = FiberManualRecordIcon;

/** The icon a menu entry names in src/schema/menu.ts. */
export function menuIcon(name: string | undefined): ReactElement {
  return createElement((name && MENU_ICONS[name]) || DotIcon);
}
