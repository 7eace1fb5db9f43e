// @vitest-environment jsdom
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { menuItems, type MenuItem } from '../../src/layout/menu';
import { breadcrumbOf } from '../../src/layout/breadcrumb';
import { createAppStore, LAYOUT_DEFAULTS, SIDEBAR_OPEN_KEY } from '../../src/layout/preferences';
import { typeAheadMatch, useTypeAhead } from '../../src/layout/typeAhead';

describe('breadcrumbOf (SPEC.md §2 "Breadcrumb", issue 18 titles)', () => {
  it('names the parent group of a child page, then its menu entry', () => {
    expect(breadcrumbOf('/products', menuItems)).toEqual({ parent: 'app.menu.masters', entry: { title: 'app.menu.products', link: 'products' } });
    expect(breadcrumbOf('/roles/3/permissions', menuItems)).toEqual({
      parent: 'app.menu.user_management',
      entry: { title: 'app.menu.roles', link: 'roles' },
      leaf: { kind: 'record', id: '3' },
    });
    expect(breadcrumbOf('/webhook-subscriptions/2/show', menuItems)).toEqual({
      parent: 'app.menu.settings',
      entry: { title: 'app.menu.webhook_subscriptions', link: 'webhook-subscriptions' },
      leaf: { kind: 'record', id: '2' },
    });
    expect(breadcrumbOf('/api-keys/create', menuItems)).toEqual({ parent: 'app.menu.settings', entry: { title: 'app.menu.api_keys', link: 'api-keys' }, leaf: { kind: 'create' } });
  });

  it('finds the record of every screen and alias, and a new one', () => {
    const suppliers = { title: 'app.menu.suppliers', link: 'suppliers' };
    expect(breadcrumbOf('/suppliers', menuItems)).toEqual({ entry: suppliers });
    expect(breadcrumbOf('/suppliers-edit/4', menuItems)).toEqual({ entry: suppliers, leaf: { kind: 'record', id: '4' } });
    expect(breadcrumbOf('/suppliers/4', menuItems)).toEqual({ entry: suppliers, leaf: { kind: 'record', id: '4' } });
    expect(breadcrumbOf('/suppliers-add', menuItems)).toEqual({ entry: suppliers, leaf: { kind: 'create' } });
    expect(breadcrumbOf('/suppliers/create', menuItems)).toEqual({ entry: suppliers, leaf: { kind: 'create' } });
    expect(breadcrumbOf('/purchase-orders/2/show', menuItems)).toMatchObject({ entry: { link: 'purchase-orders' }, leaf: { kind: 'record', id: '2' } });
    expect(breadcrumbOf('/orders-view/120', menuItems)).toMatchObject({ entry: { link: 'orders' }, leaf: { kind: 'record', id: '120' } });
    expect(breadcrumbOf('/job-cards/view/9', menuItems)).toMatchObject({ entry: { link: 'job-cards' }, leaf: { kind: 'record', id: '9' } });
    expect(breadcrumbOf('/stock-adjustments-view/14', menuItems)).toMatchObject({ entry: { link: 'stock-adjustments' }, leaf: { kind: 'record', id: '14' } });
    // The id in workorders-create/:orderId is an order's: the page makes a new work order.
    expect(breadcrumbOf('/workorders-create/5', menuItems)).toMatchObject({ entry: { link: 'workorders' }, leaf: { kind: 'create' } });
    // A named page below an entry is no record.
    expect(breadcrumbOf('/stock-adjustments/transfer', menuItems)).toEqual({ entry: { title: 'app.menu.stock_adjustments', link: 'stock-adjustments' } });
  });

  it('is hidden for an entry flagged isHide and for a path no entry matches', () => {
    expect(breadcrumbOf('/dashboard', menuItems)).toBeNull();
    expect(breadcrumbOf('/church', menuItems)).toBeNull();
    expect(breadcrumbOf('/nowhere/at/all', menuItems)).toBeNull();
  });

  it('reaches the second level (multi_menu), and a hidden group hides its children', () => {
    const items: MenuItem[] = [
      { title: 'Reports', child: [{ childtitle: 'Sales', childlink: 'sales', multi_menu: [{ multiTitle: 'Daily', multiLink: 'sales-daily' }] }] },
      { title: 'Secret', isHide: true, child: [{ childtitle: 'Vault', childlink: 'vault' }] },
    ];
    expect(breadcrumbOf('/sales-daily', items)).toEqual({ parent: 'Reports', entry: { title: 'Daily', link: 'sales-daily' } });
    expect(breadcrumbOf('/vault', items)).toBeNull();
  });
});

describe('typeAheadMatch (SPEC.md §9 menu type-ahead)', () => {
  const labels = ['Dashboard', 'Dealers', 'Orders', 'Purchase orders', 'Stock adjustments', 'Stock hub', 'Suppliers'];

  it('moves to the next entry starting with a typed letter, wrapping round', () => {
    expect(typeAheadMatch(labels, -1, 's')).toBe(4);
    expect(typeAheadMatch(labels, 4, 's')).toBe(5);
    expect(typeAheadMatch(labels, 6, 's')).toBe(4);
    expect(typeAheadMatch(labels, 0, 'x')).toBe(-1);
  });

  it('keeps the current entry while a longer prefix still matches it', () => {
    expect(typeAheadMatch(labels, 4, 'st')).toBe(4);
    expect(typeAheadMatch(labels, 4, 'stock h')).toBe(5);
    expect(typeAheadMatch(labels, -1, 'su')).toBe(6);
  });

  it('cycles through entries when the same letter is repeated', () => {
    expect(typeAheadMatch(labels, 0, 'dd')).toBe(1);
  });
});

describe('useTypeAhead forgets what was typed 350 ms after the last key (SPEC.md §9)', () => {
  const labels = ['Orders', 'Purchase orders', 'Stock hub', 'Suppliers', 'Users'];

  /** A menu of `labels` driven by the hook, focus on its first entry; `type` answers what has the focus after the key. */
  function menuWithTypeAhead() {
    const menu = document.createElement('ul');
    for (const label of labels) {
      const item = document.createElement('li');
      item.setAttribute('role', 'menuitem');
      item.tabIndex = -1;
      item.textContent = label;
      menu.append(item);
    }
    document.body.replaceChildren(menu);
    const { result } = renderHook(() => useTypeAhead());
    // The capture phase, as AppMenu's onKeyDownCapture.
    menu.addEventListener('keydown', (event) => result.current(event as unknown as ReactKeyboardEvent<HTMLElement>), true);
    (menu.firstElementChild as HTMLElement).focus();
    vi.useFakeTimers();
    return (key: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      return document.activeElement?.textContent;
    };
  }

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // "su" picks Suppliers; a "u" on its own picks Users.
  it.each([
    [0, 'Suppliers'],
    [349, 'Suppliers'],
    [350, 'Users'],
    [351, 'Users'],
  ])('a key %i ms after the last one focuses %s', (gap, focused) => {
    const type = menuWithTypeAhead();
    expect(type('s')).toBe('Stock hub');
    vi.advanceTimersByTime(gap);
    expect(type('u')).toBe(focused);
  });

  it('counts the 350 ms from the last key, not the first', () => {
    const type = menuWithTypeAhead();
    expect(type('s')).toBe('Stock hub');
    vi.advanceTimersByTime(300);
    expect(type('u')).toBe('Suppliers');
    vi.advanceTimersByTime(300);
    // "sup" still: a search started over at the first key would take "p" to Purchase orders.
    expect(type('p')).toBe('Suppliers');
    vi.advanceTimersByTime(350);
    expect(type('p')).toBe('Purchase orders');
  });
});

describe('the app store (SPEC.md §3 layout preferences, §9 defaults)', () => {
  const newStore = () => {
    const store = createAppStore(memoryStore());
    store.setup();
    return store;
  };

  it('starts with the sidebar collapsed, and the SPEC.md defaults', () => {
    const store = newStore();
    expect(store.getItem(SIDEBAR_OPEN_KEY, true)).toBe(false);
    expect(LAYOUT_DEFAULTS).toMatchObject({ contentWidth: 'full', navBarType: 'sticky', footerType: 'static', type: 'vertical', skin: 'default' });
    store.setItem(SIDEBAR_OPEN_KEY, true);
    expect(store.getItem(SIDEBAR_OPEN_KEY, false)).toBe(true);
  });

  it('keeps the layout preferences when reset at sign-out, and drops the rest', () => {
    const store = newStore();
    store.setItem('layout.isRTL', true);
    store.setItem('theme', 'dark');
    store.setItem(SIDEBAR_OPEN_KEY, true);
    store.setItem('products.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('layout.isRTL')).toBe(true);
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem(SIDEBAR_OPEN_KEY)).toBe(true);
    expect(store.getItem('products.listParams')).toBeUndefined();
  });
});
