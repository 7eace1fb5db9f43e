// product pages messages (fr): merged into src/i18n/fr.ts. Shape: { app: { products: { ... } } }.
export default {
  app: {
    products: {
      sections: { image: 'Image', racks: 'Stock par rayonnage', movements: 'Mouvements récents', identity: 'Produit', pricing: 'Prix', stock: 'Stock', details: 'Détails' },
      image_alt: 'Image de %{name}',
      no_image: "Pas d'image",
      image_unavailable: "L'image n'a pas pu être affichée",
      total: 'Total',
      no_stock: "Aucun rayonnage n'en contient.",
      racks_cut: 'Rayonnages affichés : %{shown} sur %{total}',
      no_movements: 'Aucun mouvement pour le moment.',
      all_movements: 'Tous les mouvements dans la vue des stocks',
      load_error: "Le chargement a échoué : %{message}",
      low_stock_filter: 'Stock bas',
    },
  },
};
