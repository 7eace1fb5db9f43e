// Mails from events (issue 36 item 3) (fr): merged into src/i18n/fr.ts.
export default {
  app: {
    mails: {
      languages: { en: 'Anglais', fr: 'Français' },
      language_help: 'La langue des e-mails que reçoit le revendeur.',
      order_mails_help: 'Un e-mail à l’adresse et à l’e-mail du portail du revendeur quand une commande est confirmée, expédiée ou annulée.',
      portal: {
        title: 'E-mails',
        language: 'Langue de mes e-mails',
        order_mails: 'E-mails sur mes commandes',
        order_mails_help: 'Un e-mail quand une commande est confirmée, expédiée ou annulée.',
        saved: 'Vos réglages d’e-mails sont enregistrés',
      },
      preferences: {
        menu: 'Mes préférences',
        title: 'Mes préférences',
        low_stock_digest: 'Récapitulatif des stocks bas par e-mail',
        low_stock_digest_help: 'Une fois par jour, un e-mail listant les produits au niveau de réapprovisionnement ou en dessous, dans la langue de l’application à cet instant.',
        needs_view_po: 'Seules les personnes autorisées à voir les commandes fournisseurs peuvent recevoir le récapitulatif des stocks bas.',
        saved: 'Vos préférences sont enregistrées',
      },
    },
  },
};
