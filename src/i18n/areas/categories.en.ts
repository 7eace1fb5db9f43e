// categories messages (en): merged into src/i18n/en.ts. Shape: { app: { ... }, resources: { ... } }.
export default {
  app: {
    category: {
      path: 'Place in the tree',
      parent_help: 'Leave empty for a top-level category',
      subcategories: 'Subcategories',
      no_subcategories: 'No subcategories',
      show_products: 'Show products',
    },
  },
  resources: {
    category: {
      fields: {
        path: 'Category',
        lineage: 'Category',
        q: 'Search',
        name: 'Name',
        parent_id: 'Parent category',
        description: 'Description',
        product_count: 'Products',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      name: 'Category |||| Categories',
    },
  },
};
