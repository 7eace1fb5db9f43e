// dealer account messages (fr): the portal's forgot and reset password pages (issue 32). Merged into src/i18n/fr.ts.
export default {
  app: {
    dealer_account: {
      forgot_link: 'Mot de passe oublié ?',
      forgot_title: 'Mot de passe oublié ?',
      forgot_subtitle: 'Saisissez l’e-mail avec lequel vous vous connectez au portail. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      email_required: 'Saisissez votre e-mail',
      send_link: 'Envoyer le lien',
      sent: 'Si un compte du portail se connecte avec cet e-mail, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une fois, dans les 24 heures.',
      back_to_sign_in: 'Retour à la connexion',
      reset_title: 'Choisissez un nouveau mot de passe',
      reset_subtitle: 'L’enregistrer déconnecte le portail partout : connectez-vous ensuite avec le nouveau mot de passe.',
      save_password: 'Enregistrer le nouveau mot de passe',
      reset_done: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
      invalid_link: 'Ce lien n’est pas valide, a déjà servi ou a expiré.',
      ask_new_link: 'Demander un nouveau lien',
    },
  },
};
