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
      password: {
        menu: 'Change password',
        title: 'Change your password',
        subtitle: 'Your other sessions are signed out once the password is changed; this one stays open.',
        current: 'Current password',
        rules: 'At least 8 characters, and not a common password',
        submit: 'Change the password',
        changed: 'Your password has been changed. Your other sessions have been signed out.',
        wrong_current: 'Wrong password',
        too_short: 'At least 8 characters',
        too_long: 'At most 128 characters',
        too_common: 'This password is too common. Choose another one.',
        throttled: 'Too many wrong passwords. Wait a few minutes and try again.',
      },
    },
  },
};
