import { useEffect, useRef } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type TranslateFunction,
  type UndoableMutation,
} from 'react-admin';
import { ToastMessage } from './ToastMessage';
import { showToast, Toasts } from './Toasts';

// react-admin's Notification does the same: leaving the page would drop the write the user
// has not yet let through.
const holdPageWhileUndoable = (event: BeforeUnloadEvent) => event.preventDefault();

function forwardNotification(notification: NotificationPayload, translate: TranslateFunction, mutation: UndoableMutation | void) {
  const { message, type, notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const text = typeof message === 'string' ? translate(message, messageArgs) : message;
  // react-admin's null means "until closed"; undefined means the toasts' own duration.
  const autoClose = autoHideDuration === undefined ? undefined : (autoHideDuration ?? false);

  if (!undoable) {
    showToast(<ToastMessage message={text} multiLine={multiLine} />, { type, autoClose });
    return;
  }
  // The write waits until the toast closes; Undo rolls it back instead. Whichever comes first wins.
  let settled = false;
  const settle = (isUndo: boolean) => {
    if (settled) return;
    settled = true;
    window.removeEventListener('beforeunload', holdPageWhileUndoable);
    mutation?.({ isUndo });
  };
  window.addEventListener('beforeunload', holdPageWhileUndoable);
  showToast(<ToastMessage message={text} multiLine={multiLine} undo={{ label: translate('ra.action.undo'), onUndo: () => settle(true) }} />, {
    type,
    autoClose,
    onClose: () => settle(false),
  });
}

/**
 * react-admin's `notify` shown as toasts (SPEC.md §9 "Toasts"): takes each queued notification
 * once, in order, and hands it to the toast container, which shows several at a time.
 */
export const AppNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // StrictMode runs effects twice; a notification must still show once and take one mutation.
  const forwarded = useRef(new WeakSet<NotificationPayload>());

  useEffect(() => {
    const next = notifications[0];
    if (!next) return;
    setNotifications((queue) => queue.filter((notification) => notification !== next));
    if (forwarded.current.has(next)) return;
    forwarded.current.add(next);
    // One at a time: undoable mutations queue in the order of their notifications, and
    // takeMutation hands out the first one only once per render.
    forwardNotification(next, translate, next.notificationOptions?.undoable ? takeMutation() : undefined);
  }, [notifications, setNotifications, takeMutation, translate]);

  return <Toasts />;
};
