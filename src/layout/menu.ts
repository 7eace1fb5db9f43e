import { permissionFor } from '../../contract/resources';

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

/**
 * The business menu. Each entry's permission is the read permission of the collection its link
 * shows (contract/resources.ts), so the menu, the routes and the server say the same.
 */
export const menuItems: MenuItem[] = withPermissions([
  { title: 'app.menu.dashboard', link: 'dashboard', icon: 'dashboard', isHide: true },
  {
    title: 'app.menu.user_management',
    icon: 'manage_accounts',
    child: [
      { childtitle: 'app.menu.roles', childlink: 'roles' },
      { childtitle: 'app.menu.users', childlink: 'users' },
    ],
  },
  {
    title: 'app.menu.masters',
    icon: 'category',
    child: [
      { childtitle: 'app.menu.category', childlink: 'category' },
      { childtitle: 'app.menu.products', childlink: 'products' },
      { childtitle: 'app.menu.warehouse', childlink: 'warehouse' },
      { childtitle: 'app.menu.room_rack', childlink: 'room-rack' },
    ],
  },
  { title: 'app.menu.suppliers', link: 'suppliers', icon: 'local_shipping' },
  { title: 'app.menu.dealers', link: 'dealers', icon: 'storefront' },
  // Issue 20: open to all staff, but the screen is about stock first: offered to those who see it.
  { title: 'app.menu.scan', link: 'scan', icon: 'qr_code_scanner', permission: permissionFor('stock-levels', 'list') ?? undefined },
  { title: 'app.menu.stock_adjustments', link: 'stock-adjustments', icon: 'tune' },
  { title: 'app.menu.stock_hub', link: 'stock-hub', icon: 'inventory' },
  // Issue 20: stocktakes sit with the stock screens.
  { title: 'app.menu.stock_counts', link: 'stock-counts', icon: 'fact_check' },
  { title: 'app.menu.orders', link: 'orders', icon: 'receipt_long' },
  // Not in SPEC.md's menu, but purchase orders are a daily screen; see docs/decisions.md.
  { title: 'app.menu.purchase_orders', link: 'purchase-orders', icon: 'shopping_cart' },
  { title: 'app.menu.workorders', link: 'workorders', icon: 'build' },
  { title: 'app.menu.job_cards', link: 'job-cards', icon: 'assignment' },
]);

/** Fills each business entry's `permission` from contract/resources.ts: the read permission of what it links to. */
function withPermissions(items: MenuItem[]): MenuItem[] {
  const permission = (given: string | undefined, link: string | undefined) => {
    const read = given ?? (link ? permissionFor(link, 'list') : undefined);
    return read ? { permission: read } : {};
  };
  return items.map((item) => ({
    ...item,
    ...permission(item.permission, item.link),
    ...(item.child && { child: item.child.map((child) => ({ ...child, ...permission(child.permission, child.childlink) })) }),
  }));
}

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

const children = (pairs: readonly [string, string][]): MenuChild[] => pairs.map(([childtitle, childlink]) => ({ childtitle, childlink }));

/**
 * SPEC.md §2 "a second demo template menu": the template's sample pages (src/demos), shown as a
 * second section of the side menu when the theme customizer's "Demo menu" is on. None needs a
 * permission; titles are the template's English names.
 */
export const demoMenuItems: MenuItem[] = [
  { title: 'Demo dashboards', isHeadr: true },
  {
    title: 'Dashboards',
    icon: 'insights',
    child: children([
      ['Ecommerce', 'ecommerce'],
      ['Project', 'project'],
      ['CRM', 'crm'],
      ['Banking', 'banking'],
    ]),
  },
  { title: 'Demo apps', isHeadr: true },
  { title: 'Calendar', link: 'calender', icon: 'event' },
  { title: 'Kanban', link: 'kanban', icon: 'view_kanban' },
  { title: 'Todo', link: 'todo', icon: 'checklist' },
  { title: 'Email', link: 'email', icon: 'mail' },
  { title: 'Chat', link: 'chat', icon: 'chat' },
  { title: 'Projects', link: 'projects', icon: 'folder' },
  {
    title: 'Ecommerce',
    icon: 'storefront',
    child: children([
      ['Products', 'shop'],
      ['Wishlist', 'wishlist'],
      ['Cart', 'cart'],
      ['Checkout', 'checkout'],
      ['Add product', 'add-product'],
      ['Edit product', 'edit-product'],
      ['Customers', 'customers'],
      ['Sellers', 'sellers'],
      ['Invoice', 'invoice-ecommerce'],
    ]),
  },
  { title: 'Demo pages', isHeadr: true },
  {
    title: 'Sign-in pages',
    icon: 'login',
    child: children([
      ['Register', 'register'],
      ['Register 2', 'register2'],
      ['Register 3', 'register3'],
      ['Forgot password', 'forgot-password'],
      ['Forgot password 2', 'forgot-password2'],
      ['Forgot password 3', 'forgot-password3'],
      ['Lock screen', 'lock-screen'],
      ['Lock screen 2', 'lock-screen2'],
      ['Lock screen 3', 'lock-screen3'],
    ]),
  },
  {
    title: 'Invoice',
    icon: 'receipt',
    child: children([
      ['Invoice list', 'invoice'],
      ['Invoice preview', 'invoice-preview'],
      ['Add invoice', 'invoice-add'],
      ['Edit invoice', 'invoice-edit'],
    ]),
  },
  {
    title: 'Utility',
    icon: 'web',
    child: children([
      ['Pricing', 'pricing'],
      ['FAQ', 'faq'],
      ['Blog', 'blog'],
      ['Blank page', 'blank-page'],
      ['Settings', 'settings'],
      ['Profile', 'profile'],
      ['Notifications', 'notifications'],
      ['Changelog', 'changelog'],
      ['404', '404'],
      ['Coming soon', 'coming-soon'],
      ['Under construction', 'under-construction'],
    ]),
  },
  { title: 'Demo elements', isHeadr: true },
  {
    title: 'Components',
    icon: 'widgets',
    child: children([
      ['Buttons', 'button'],
      ['Dropdowns', 'dropdown'],
      ['Cards', 'card'],
      ['Alerts', 'alert'],
      ['Badges', 'badges'],
      ['Avatars', 'avatar'],
      ['Tabs & accordion', 'tabs'],
      ['Typography', 'typography'],
      ['Colors', 'colors'],
      ['Modals', 'modal'],
      ['Progress bars', 'progress-bar'],
      ['Tooltips & popovers', 'tooltip'],
      ['Pagination', 'pagination'],
      ['Icons', 'icons'],
    ]),
  },
  {
    title: 'Forms',
    icon: 'edit_note',
    child: children([
      ['Inputs', 'input'],
      ['Selects', 'select'],
      ['Textarea', 'textarea'],
      ['Checkbox, radio, switch', 'checkbox'],
      ['Input masks', 'input-mask'],
      ['File input', 'file-input'],
      ['Validation', 'form-validation'],
    ]),
  },
  {
    title: 'Tables',
    icon: 'table_chart',
    child: children([
      ['Basic table', 'basic-table'],
      ['Data table', 'data-table'],
    ]),
  },
  {
    title: 'Charts',
    icon: 'bar_chart',
    child: children([
      ['Bar charts', 'chart-bar'],
      ['Line charts', 'chart-line'],
      ['Pie charts', 'chart-pie'],
    ]),
  },
  {
    title: 'Multi level',
    icon: 'account_tree',
    child: [
      {
        childtitle: 'Level 1',
        childlink: 'multi-level',
        multi_menu: [
          { multiTitle: 'Level 2 (coming soon)', multiLink: 'coming-soon' },
          { multiTitle: 'Level 2 (planned)', multiLink: 'under-construction', badge: 'Soon' },
        ],
      },
    ],
  },
];
