// SPEC.md §2 "Breadcrumb": home, then the parent menu title for a child page, then the current path.
import type { MenuItem } from './menu';

export interface Crumbs {
  /** The group title when the page is one of a group's children. */
  parent?: string;
  /** The current path without its leading slash, e.g. "products/12/show". */
  path: string;
}

/**
 * Whether a path belongs to a menu link: the link's own page, a page below it
 * (`products/12/show`), or one of its SPEC.md aliases (`suppliers-edit/3`, `orders-view/7`).
 */
function belongsTo(path: string, link: string): boolean {
  return path === link || path.startsWith(`${link}/`) || path.startsWith(`${link}-`);
}

/** The crumbs for a path, or null when no menu entry matches or the matching one hides them (`isHide`). */
export function breadcrumbOf(pathname: string, items: readonly MenuItem[]): Crumbs | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  let best: { length: number; hide: boolean; parent?: string } | null = null;
  const consider = (link: string | undefined, hide: boolean, parent?: string) => {
    if (!link || !belongsTo(path, link)) return;
    // The longest link wins: "purchase-orders" over "orders" is decided by the prefix, "stock-hub" by length.
    if (!best || link.length > best.length) best = { length: link.length, hide, parent };
  };
  for (const item of items) {
    consider(item.link, Boolean(item.isHide));
    for (const child of item.child ?? []) {
      consider(child.childlink, Boolean(item.isHide), item.title);
      for (const multi of child.multi_menu ?? []) consider(multi.multiLink, Boolean(item.isHide), item.title);
    }
  }
  const match = best as { hide: boolean; parent?: string } | null;
  if (!match || match.hide) return null;
  return match.parent ? { parent: match.parent, path } : { path };
}
