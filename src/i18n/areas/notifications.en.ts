// notifications messages (en): merged into src/i18n/en.ts.
export default {
  app: {
    notifications: {
      // SPEC.md §4: a busy button's label, word for word.
      loading: 'Loading ...',
      region: 'Notifications',
      record_created: '%{name} created',
      record_updated: '%{name} saved',
    },
  },
};
