// settings messages (fr): the business settings beyond the order desk's (the currency). Merged into src/i18n/fr.ts.
export default {
  app: {
    settings: {
      currency: 'Devise',
      currency_help: 'Tous les montants (back-office, portail revendeur, documents imprimés) sont affichés dans cette devise ; ils ne sont pas convertis.',
    },
  },
};
