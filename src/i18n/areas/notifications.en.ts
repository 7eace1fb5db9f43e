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
    action: {
      no_answer: 'The server did not answer (is the network down?), so this may or may not have been done. Try again: it is never done twice.',
      unreachable: 'The server could not be reached. Check the network and try again.',
      retry: 'Try again',
    },
  },
};
