// Mails from events (issue 36 item 3) (en): merged into src/i18n/en.ts.
export default {
  app: {
    mails: {
      languages: { en: 'English', fr: 'French' },
      language_help: 'The language of the mails the dealer gets.',
      order_mails_help: 'A mail to the dealer’s email and portal email when an order is confirmed, dispatched or cancelled.',
      portal: {
        title: 'Mails',
        language: 'Language of my mails',
        order_mails: 'Mails about my orders',
        order_mails_help: 'A mail when an order is confirmed, dispatched or cancelled.',
        saved: 'Your mail settings are saved',
      },
      preferences: {
        menu: 'My preferences',
        title: 'My preferences',
        low_stock_digest: 'Low-stock digest by mail',
        low_stock_digest_help: 'Once a day, a mail listing the products at or below their reorder level, in the language the app is in now.',
        needs_view_po: 'Only people who may view purchase orders can get the low-stock digest.',
        saved: 'Your preferences are saved',
      },
    },
  },
};
