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
      password: {
        menu: 'Changer le mot de passe',
        title: 'Changer votre mot de passe',
        subtitle: 'Vos autres sessions sont fermées une fois le mot de passe changé ; celle-ci reste ouverte.',
        current: 'Mot de passe actuel',
        rules: 'Au moins 8 caractères, et pas un mot de passe courant',
        submit: 'Changer le mot de passe',
        changed: 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.',
        wrong_current: 'Mot de passe incorrect',
        too_short: 'Au moins 8 caractères',
        too_long: 'Au plus 128 caractères',
        too_common: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
        throttled: 'Trop de mots de passe erronés. Patientez quelques minutes puis réessayez.',
      },
    },
  },
};
