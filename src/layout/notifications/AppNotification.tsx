import { Notification } from 'react-admin';

/** react-admin's `notify` shown as toasts (SPEC.md §9 "Toasts"). */
export const AppNotification = () => <Notification />;
