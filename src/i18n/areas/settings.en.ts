// settings messages (en): the business settings beyond the order desk's (the currency). Merged into src/i18n/en.ts.
export default {
  app: {
    settings: {
      currency: 'Currency',
      currency_help: 'Every amount (back office, dealer portal, printed documents) is shown in this currency; amounts are not converted.',
    },
  },
};
