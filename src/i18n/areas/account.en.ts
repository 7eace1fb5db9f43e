// account messages (en): merged into src/i18n/en.ts.
export default {
  app: {
    account: {
      remember_me: 'Remember me',
      brand_tagline: 'Stock, orders and the workshop, in one place.',
      lock_title: 'Screen locked',
      lock_subtitle: 'Enter your password to unlock the session.',
      unlock: 'Unlock',
      not_you: 'Not you? Sign in as someone else',
      lock_button: 'Lock the screen',
    },
  },
};
