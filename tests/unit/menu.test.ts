import { describe, expect, it } from 'vitest';
import { filterMenu, menuItems, type MenuItem } from '../../src/layout/menu';

const titles = (items: MenuItem[]) => items.map((i) => i.title);

describe('filterMenu (SPEC.md §6)', () => {
  it('always shows entries without a permission, and a group only with its permitted children', () => {
    const menu = filterMenu(menuItems, new Set(['view_products', 'view_orders']));
    expect(titles(menu)).toEqual(['app.menu.dashboard', 'app.menu.masters', 'app.menu.orders', 'app.menu.workorders']);
    expect(menu[1].child?.map((c) => c.childlink)).toEqual(['products']);
  });

  it('drops a group none of whose children is permitted, and leaves the source menu untouched', () => {
    const menu = filterMenu(menuItems, new Set());
    expect(titles(menu)).toEqual(['app.menu.dashboard']);
    expect(menuItems.find((i) => i.title === 'app.menu.masters')?.child).toHaveLength(4);
  });

  it('keeps children without a permission and a permitted group entry', () => {
    const items: MenuItem[] = [
      { title: 'Docs', child: [{ childtitle: 'Guide', childlink: 'guide' }, { childtitle: 'Admin', childlink: 'admin', permission: 'x' }] },
      { title: 'Header', isHeadr: true },
    ];
    expect(filterMenu(items, new Set())).toEqual([{ title: 'Docs', child: [{ childtitle: 'Guide', childlink: 'guide' }] }, { title: 'Header', isHeadr: true }]);
  });
});
