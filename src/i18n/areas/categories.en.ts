// categories messages (en): merged into src/i18n/en.ts. Shape: { app: { ... }, resources: { ... } }.
export default {
  app: {
    category: {
      path: 'Place in the tree',
      parent_help: 'Leave empty for a top-level category',
      subcategories: 'Subcategories',
      no_subcategories: 'No subcategories',
    },
  },
  resources: {
    category: {
      fields: {
        path: 'Category',
        lineage: 'Category',
      },
    },
  },
};
