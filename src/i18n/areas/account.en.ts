// account messages (en): merged into src/i18n/en.ts.
export default {
  app: {
    account: {},
  },
};
