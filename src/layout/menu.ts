import { COLLECTION_LIST, MENU_GROUPS, permissionFor, type CollectionMeta, type MenuIcon } from '../../contract/resources';

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

/** Entries of the business menu that show no collection: the dashboard first, the floor's scan screen among the stock screens. */
const PAGES: readonly (MenuItem & { order: number; icon: MenuIcon })[] = [
  { order: 0, title: 'app.menu.dashboard', link: 'dashboard', icon: 'dashboard', isHide: true },
  // Issue 20: open to all staff, but the screen is about stock first: offered to those who see it.
  { order: 50, title: 'app.menu.scan', link: 'scan', icon: 'qr_code_scanner', permission: permissionFor('stock-levels', 'list') ?? undefined },
];

/** The menu title of what a link opens: `app.menu.<link>`, dashes as underscores. */
export const menuTitleOf = (link: string) => `app.menu.${link.replace(/-/g, '_')}`;

/**
 * The business menu, built from the registry (contract/resources.ts `menu`): each collection's
 * place, group and icon, and as permission the read permission of what it links to, so the
 * menu, the routes and the server say the same.
 */
export const menuItems: MenuItem[] = businessMenu();

function businessMenu(): MenuItem[] {
  const placed = COLLECTION_LIST.flatMap((entry) => {
    const menu = (entry as CollectionMeta).menu;
    if (!menu) return [];
    const link = menu.link ?? entry.resource;
    return [{ ...menu, link, permission: permissionFor(link, 'list') ?? undefined }];
  });
  const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);
  const groups = Object.entries(MENU_GROUPS).map(([group, { order, icon }]) => ({
    order,
    item: {
      title: menuTitleOf(group),
      icon,
      child: byOrder(placed.filter((p) => p.group === group)).map(({ link, permission }) => ({ childtitle: menuTitleOf(link), childlink: link, ...(permission && { permission }) })),
    } satisfies MenuItem,
  }));
  const entries = placed
    .filter((p) => !p.group)
    .map(({ order, link, icon, permission }) => ({ order, item: { title: menuTitleOf(link), link, ...(icon && { icon }), ...(permission && { permission }) } satisfies MenuItem }));
  const pages = PAGES.map(({ order, ...item }) => ({ order, item }));
  return byOrder([...pages, ...groups, ...entries]).map(({ item }) => item);
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
