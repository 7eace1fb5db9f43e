// dealer account messages (en): the portal's forgot and reset password pages (issue 32). Merged into src/i18n/en.ts.
export default {
  app: {
    dealer_account: {
      forgot_link: 'Forgot password?',
      forgot_title: 'Forgot your password?',
      forgot_subtitle: 'Enter the email you sign in to the portal with. We will mail you a link to choose a new password.',
      email_required: 'Enter your email',
      send_link: 'Send the link',
      sent: 'If a portal account signs in with that email, a link to choose a new password is on its way. It works once, within 24 hours.',
      back_to_sign_in: 'Back to sign in',
      reset_title: 'Choose a new password',
      reset_subtitle: 'Saving it signs the portal out everywhere: then sign in with the new password.',
      save_password: 'Save the new password',
      reset_done: 'Your password has been changed. Sign in with the new one.',
      invalid_link: 'This link is invalid, already used or expired.',
      ask_new_link: 'Ask for a new link',
    },
  },
};
