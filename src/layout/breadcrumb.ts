// SPEC.md §2 "Breadcrumb": home, the parent menu title for a child page, then the page; issue 18
// names each step ("Orders › ORD-000120", not `orders-view/120`).
import type { MenuItem } from './menu';

/** What a path shows below its menu entry's own page. */
export type Leaf = { kind: 'create' } | { kind: 'record'; id: string };

export interface Crumbs {
  /** The group title when the page is one of a group's children. */
  parent?: string;
  /** The menu entry the page belongs to: its title (an i18n key or text) and link. */
  entry: { title: string; link: string };
  /** A record or a new one below the entry's page; none on the entry's own page (or one not named here). */
  leaf?: Leaf;
}

/**
 * How a path goes on below its entry's link: react-admin's `/create`, `/:id`, `/:id/show`, and the
 * SPEC.md aliases `-add`, `-create/:orderId`, `-edit/:id`, `-view/:id`, `/view/:id`, `/:id/permissions`.
 * Ids are numbers, so a named page such as `stock-adjustments/transfer` is no record.
 */
function leafOf(rest: string): Leaf | undefined {
  if (rest === '/create' || rest === '-add' || rest.startsWith('-create/')) return { kind: 'create' };
  const record = /^(?:\/view\/|-edit\/|-view\/|\/)(\d+)(?:\/.*)?$/.exec(rest);
  return record ? { kind: 'record', id: record[1]! } : undefined;
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
  let best: { link: string; title: string; hide: boolean; parent?: string } | null = null;
  const consider = (link: string | undefined, title: string, hide: boolean, parent?: string) => {
    if (!link || !belongsTo(path, link)) return;
    // The longest link wins: "purchase-orders" over "orders" is decided by the prefix, "stock-hub" by length.
    if (!best || link.length > best.link.length) best = { link, title, hide, parent };
  };
  for (const item of items) {
    consider(item.link, item.title, Boolean(item.isHide));
    for (const child of item.child ?? []) {
      consider(child.childlink, child.childtitle, Boolean(item.isHide), item.title);
      for (const multi of child.multi_menu ?? []) consider(multi.multiLink, multi.multiTitle, Boolean(item.isHide), item.title);
    }
  }
  const match = best as { link: string; title: string; hide: boolean; parent?: string } | null;
  if (!match || match.hide) return null;
  const leaf = leafOf(path.slice(match.link.length));
  return {
    ...(match.parent && { parent: match.parent }),
    entry: { title: match.title, link: match.link },
    ...(leaf && { leaf }),
  };
}
