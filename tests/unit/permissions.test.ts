import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, parsePermissions } from '../../contract/permissions';
import { canAccess, permissionFor } from '../../contract/resources';

const SPEC_NAMES = [
  'view_roles', 'view_users', 'view_categories', 'view_products', 'manage_products', 'view_warehouses', 'view_rooms',
  'view_suppliers', 'manage_suppliers', 'view_customers', 'manage_customers', 'view_stock_adjustments',
  'manage_stock_adjustments', 'view_stock_hub', 'view_orders', 'view_po', 'manage_po', 'view_jc',
];

describe('the permission table (DESIGN.md §3)', () => {
  it("keeps SPEC.md's 18 names and adds a manage_* where an area had none", () => {
    for (const name of SPEC_NAMES) expect(ALL_PERMISSIONS).toContain(name);
    for (const added of ['manage_categories', 'manage_warehouses', 'manage_rooms', 'manage_orders', 'manage_jc', 'manage_roles', 'manage_users']) {
      expect(ALL_PERMISSIONS).toContain(added);
    }
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('maps SPA resources and API collections to the same permission', () => {
    expect(permissionFor('category', 'list')).toBe('view_categories');
    expect(permissionFor('categories', 'read')).toBe('view_categories');
    expect(permissionFor('category', 'create')).toBe('manage_categories');
    expect(permissionFor('church', 'edit')).toBe('manage_products');
    expect(permissionFor('dealers', 'show')).toBe('view_customers');
    expect(permissionFor('workorders', 'delete')).toBe('manage_orders');
    expect(permissionFor('stock-hub', 'create')).toBeNull();
    expect(permissionFor('nonsense', 'list')).toBeUndefined();
  });

  it('grants reads with the read permission and writes only with the write permission', () => {
    const viewer = parsePermissions('view_products, view_categories');
    expect(canAccess(viewer, 'products', 'list')).toBe(true);
    expect(canAccess(viewer, 'products', 'show')).toBe(true);
    expect(canAccess(viewer, 'products', 'create')).toBe(false);
    expect(canAccess(viewer, 'category', 'delete')).toBe(false);
    expect(canAccess(viewer, 'suppliers', 'list')).toBe(false);
    expect(canAccess(parsePermissions(ALL_PERMISSIONS), 'stock-hub', 'edit')).toBe(false);
    expect(canAccess(parsePermissions(''), 'products', 'list')).toBe(false);
  });
});
