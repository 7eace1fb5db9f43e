// SPEC.md §2 "Side menu entries", §3 "Menu item", §6 (filtering by permission).

export interface MenuMultiItem {
  multiTitle: string;
  multiLink: string;
  badge?: string;
}

export interface MenuChild {
  childtitle: string;
  childlink: string;
  permission?: string;
  multi_menu?: MenuMultiItem[];
}

export interface MenuItem {
  /** An i18n key or plain text. */
  title: string;
  link?: string;
  /** Name of an icon the layout knows. */
  icon?: string;
  /** Items with a badge are shown disabled. */
  badge?: string;
  /** A section header, not a link (the spelling is SPEC.md's). */
  isHeadr?: boolean;
  /** Hide the breadcrumb on this entry's pages. */
  isHide?: boolean;
  permission?: string;
  child?: MenuChild[];
}

export const menuItems: MenuItem[] = [
  { title: 'app.menu.dashboard', link: 'dashboard', icon: 'dashboard', isHide: true },
  {
    title: 'app.menu.user_management',
    icon: 'manage_accounts',
    child: [
      { childtitle: 'app.menu.roles', childlink: 'roles', permission: 'view_roles' },
      { childtitle: 'app.menu.users', childlink: 'users', permission: 'view_users' },
    ],
  },
  {
    title: 'app.menu.masters',
    icon: 'category',
    child: [
      { childtitle: 'app.menu.category', childlink: 'category', permission: 'view_categories' },
      { childtitle: 'app.menu.products', childlink: 'products', permission: 'view_products' },
      { childtitle: 'app.menu.warehouse', childlink: 'warehouse', permission: 'view_warehouses' },
      { childtitle: 'app.menu.room_rack', childlink: 'room-rack', permission: 'view_rooms' },
    ],
  },
  { title: 'app.menu.suppliers', link: 'suppliers', icon: 'local_shipping', permission: 'view_suppliers' },
  { title: 'app.menu.dealers', link: 'dealers', icon: 'storefront', permission: 'view_customers' },
  { title: 'app.menu.stock_adjustments', link: 'stock-adjustments', icon: 'tune', permission: 'view_stock_adjustments' },
  { title: 'app.menu.stock_hub', link: 'stock-hub', icon: 'inventory', permission: 'view_stock_hub' },
  { title: 'app.menu.orders', link: 'orders', icon: 'receipt_long', permission: 'view_orders' },
  // Not in SPEC.md's menu, but purchase orders are a daily screen; see docs/decisions.md.
  { title: 'app.menu.purchase_orders', link: 'purchase-orders', icon: 'shopping_cart', permission: 'view_po' },
  { title: 'app.menu.workorders', link: 'workorders', icon: 'build', permission: 'view_orders' },
  { title: 'app.menu.job_cards', link: 'job-cards', icon: 'assignment', permission: 'view_jc' },
];

/**
 * SPEC.md §6: an entry with no permission is always shown; one with a permission only
 * when it is held; a group keeps only its permitted children and is dropped when none remain.
 */
export function filterMenu(items: readonly MenuItem[], held: ReadonlySet<string>): MenuItem[] {
  const allowed = (permission?: string) => !permission || held.has(permission);
  return items.flatMap((item) => {
    if (!allowed(item.permission)) return [];
    if (!item.child) return [item];
    const child = item.child.filter((c) => allowed(c.permission));
    return child.length ? [{ ...item, child }] : [];
  });
}
