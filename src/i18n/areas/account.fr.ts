// account messages (fr): merged into src/i18n/fr.ts.
export default {
  app: {
    account: {
      remember_me: 'Se souvenir de moi',
      brand_tagline: "Le stock, les commandes et l'atelier, au même endroit.",
      lock_title: 'Écran verrouillé',
      lock_subtitle: 'Saisissez votre mot de passe pour déverrouiller la session.',
      unlock: 'Déverrouiller',
      not_you: "Ce n'est pas vous ? Connectez-vous avec un autre compte",
      lock_button: "Verrouiller l'écran",
    },
  },
};
