// label printing messages (fr): merged into src/i18n/fr.ts. Shape: { app: { labels: { ... } } }.
export default {
  app: {
    labels: {
      action: 'Imprimer des étiquettes',
      print_one: "Imprimer l'étiquette",
      racks: 'Imprimer les étiquettes des rayonnages',
      rack: "Imprimer l'étiquette du rayonnage",
      received: 'Imprimer les étiquettes des marchandises reçues',
      title: 'Imprimer des étiquettes',
      summary: {
        products: 'Étiquettes pour 1 produit |||| Étiquettes pour %{smart_count} produits',
        received: 'Une étiquette par unité reçue : 1 étiquette |||| Une étiquette par unité reçue : %{smart_count} étiquettes',
        racks: 'Étiquettes pour 1 rayonnage |||| Étiquettes pour %{smart_count} rayonnages',
        warehouse: 'Une étiquette pour chaque rayonnage de cet entrepôt',
        room: 'Une étiquette pour chaque rayonnage de cette salle',
      },
      new_tab: "Le PDF s'ouvre dans un nouvel onglet, où vous pouvez l'imprimer ou l'enregistrer.",
      layout: {
        label: 'Format',
        'a4-3x8': 'Planche A4, 3 × 8',
        'roll-62x29': 'Étiquette rouleau, 62 × 29 mm',
      },
      copies: 'Exemplaires',
      copies_help: 'Étiquettes par produit : de %{min} à %{max}',
      price: 'Afficher le prix revendeur',
      too_many_ids: 'Produits imprimés à la fois : %{ids} au plus. Sélectionnez-en moins.',
      too_many_labels: 'Étiquettes d’un même produit imprimées à la fois : %{labels} au plus.',
      open: 'Ouvrir le PDF',
      opening: 'Préparation du PDF…',
      not_pdf: "Les étiquettes n'ont pas pu être dessinées : le serveur n'a pas répondu par un PDF. Réessayez.",
      blocked: "Le navigateur n'a pas ouvert de nouvel onglet pour le PDF.",
    },
  },
};
