// dealer portal messages (en): merged into src/i18n/en.ts. Shape: { app: { dealer: { ... } } }.
export default {
  app: {
    dealer: {
      nav: { dashboard: 'Dashboard', order_form: 'Order form', orders: 'Orders', profile: 'Profile', menu: 'Open the menu' },
      user_menu: 'Your account',
      logout: 'Logout',
      logged_out: 'Logged out successfully',
      forbidden: 'Forbidden! Redirecting to 404...',
      show_password: 'Show the password',
      hide_password: 'Hide the password',
      login: { title: 'Sign in to the dealer portal', subtitle: 'Order parts, follow your orders and the workshop, and manage your account.' },
      profile: {
        title: 'Profile',
        company: 'Company',
        company_help: 'To change these details, contact Stockyard.',
        contact: 'Contact details',
        save: 'Save',
        saved: 'Your details are saved',
        stale: 'Stockyard changed your details while you were editing them. Your changes are kept and the other fields now show the current details: check them and save again.',
        password: 'Change the password',
        current_password: 'Current password',
        change_password: 'Change the password',
        password_changed: 'Password changed. Your other sessions have been signed out.',
      },
      title: 'Stockyard dealer portal',
      not_found: 'This dealer page does not exist.',
      back: 'Back to the dealer portal',
    },
  },
};
