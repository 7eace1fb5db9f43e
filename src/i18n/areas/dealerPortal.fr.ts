// dealer portal messages (fr): merged into src/i18n/fr.ts. Shape: { app: { dealer: { ... } } }.
export default {
  app: {
    dealer: {
      nav: { dashboard: 'Tableau de bord', order_form: 'Bon de commande', orders: 'Commandes', profile: 'Profil', menu: 'Ouvrir le menu' },
      user_menu: 'Votre compte',
      logout: 'Se déconnecter',
      logged_out: 'Déconnexion réussie',
      forbidden: 'Accès refusé ! Redirection vers la page 404...',
      show_password: 'Afficher le mot de passe',
      hide_password: 'Masquer le mot de passe',
      login: { title: 'Connexion au portail revendeur', subtitle: 'Commandez des pièces, suivez vos commandes et l’atelier, et gérez votre compte.' },
      profile: {
        title: 'Profil',
        company: 'Société',
        company_help: 'Pour modifier ces informations, contactez Stockyard.',
        contact: 'Coordonnées',
        save: 'Enregistrer',
        saved: 'Vos coordonnées sont enregistrées',
        stale: 'Stockyard a modifié vos coordonnées pendant que vous les modifiiez. Vos changements sont conservés et les autres champs montrent les coordonnées actuelles : vérifiez-les et enregistrez à nouveau.',
        password: 'Changer le mot de passe',
        current_password: 'Mot de passe actuel',
        change_password: 'Changer le mot de passe',
        password_changed: 'Mot de passe changé. Vos autres sessions ont été déconnectées.',
      },
      title: 'Portail revendeurs Stockyard',
      not_found: "Cette page du portail revendeurs n'existe pas.",
      back: 'Retour au portail revendeurs',
    },
  },
};
