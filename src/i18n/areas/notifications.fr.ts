// notifications messages (fr): merged into src/i18n/fr.ts.
export default {
  app: {
    notifications: {
      loading: 'Chargement ...',
      region: 'Notifications',
      record_created: 'Création enregistrée : %{name}',
      record_updated: 'Modifications enregistrées : %{name}',
    },
    action: {
      no_answer: 'Le serveur n’a pas répondu (le réseau est-il coupé ?) : l’action a peut-être été faite, peut-être pas. Réessayez : elle n’est jamais faite deux fois.',
      unreachable: 'Le serveur est injoignable. Vérifiez le réseau et réessayez.',
      retry: 'Réessayer',
    },
  },
};
