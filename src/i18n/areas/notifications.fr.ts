// notifications messages (fr): merged into src/i18n/fr.ts.
export default {
  app: {
    notifications: {
      loading: 'Chargement ...',
      region: 'Notifications',
    },
  },
};
