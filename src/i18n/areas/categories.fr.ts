// categories messages (fr): merged into src/i18n/fr.ts. Shape: { app: { ... }, resources: { ... } }.
export default {
  app: {
    category: {
      path: 'Place dans l’arborescence',
      parent_help: 'Laissez vide pour une catégorie de premier niveau',
      subcategories: 'Sous-catégories',
      no_subcategories: 'Aucune sous-catégorie',
      show_products: 'Voir les produits',
    },
  },
  resources: {
    category: {
      fields: {
        path: 'Catégorie',
        lineage: 'Catégorie',
        q: 'Recherche',
        name: 'Nom',
        parent_id: 'Catégorie parente',
        description: 'Description',
        product_count: 'Produits',
        created_at: 'Créée le',
        updated_at: 'Modifiée le',
      },
      name: 'Catégorie |||| Catégories',
    },
  },
};
