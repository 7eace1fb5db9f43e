// notifications messages (fr): merged into src/i18n/fr.ts.
export default {
  app: {
    notifications: {
      loading: 'Chargement ...',
      region: 'Notifications',
      record_created: 'Création enregistrée : %{name}',
      record_updated: 'Modifications enregistrées : %{name}',
    },
  },
};
