// DESIGN.md §3 written out by hand for tests/api/accessMatrix.test.ts, independently of the
// registry (issue 17 item 7): a route that names the wrong area fails there. A collection with no
// row here is named by tests/api/registryChecklist.test.ts.

/** DESIGN.md §3's table, by API collection: [read, write]; the stock hub and the permission names are read-only. */
export const COLLECTION_PERMISSIONS: Record<string, [string, string | null]> = {
  products: ['view_products', 'manage_products'],
  categories: ['view_categories', 'manage_categories'],
  suppliers: ['view_suppliers', 'manage_suppliers'],
  dealers: ['view_customers', 'manage_customers'],
  warehouses: ['view_warehouses', 'manage_warehouses'],
  rooms: ['view_rooms', 'manage_rooms'],
  racks: ['view_rooms', 'manage_rooms'],
  'stock-adjustments': ['view_stock_adjustments', 'manage_stock_adjustments'],
  'stock-counts': ['view_stock_counts', 'manage_stock_counts'],
  'stock-hub': ['view_stock_hub', null],
  'stock-levels': ['view_stock_hub', null],
  'stock-movements': ['view_stock_hub', null],
  orders: ['view_orders', 'manage_orders'],
  'work-orders': ['view_orders', 'manage_orders'],
  'job-cards': ['view_jc', 'manage_jc'],
  'purchase-orders': ['view_po', 'manage_po'],
  roles: ['view_roles', 'manage_roles'],
  permissions: ['view_roles', null],
  users: ['view_users', 'manage_users'],
  'api-keys': ['view_integrations', 'manage_integrations'],
  'webhook-subscriptions': ['view_integrations', 'manage_integrations'],
};
