// categories messages (fr): merged into src/i18n/fr.ts. Shape: { app: { ... }, resources: { ... } }.
export default {
  app: {
    category: {
      path: 'Place dans l’arborescence',
      parent_help: 'Laissez vide pour une catégorie de premier niveau',
      subcategories: 'Sous-catégories',
      no_subcategories: 'Aucune sous-catégorie',
    },
  },
  resources: {
    category: {
      fields: {
        path: 'Catégorie',
        lineage: 'Catégorie',
      },
    },
  },
};
