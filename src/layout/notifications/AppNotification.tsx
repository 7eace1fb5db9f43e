import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  useNotificationContext,
  useResourceDefinitions,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type NotificationType,
  type UndoableMutation,
} from 'react-admin';
import { recordTitle, savedRecordOf } from './savedRecord';
import { ToastMessage } from './ToastMessage';
import { showToast, Toasts } from '../../ui/Toasts';

// react-admin's Notification does the same: leaving the page would drop the write the user
// has not yet let through.
const holdPageWhileUndoable = (event: BeforeUnloadEvent) => event.preventDefault();

interface Wording {
  text: ReactNode;
  type: NotificationType;
}

function forwardNotification(notification: NotificationPayload, { text, type }: Wording, undoLabel: string, mutation: UndoableMutation | void) {
  const { autoHideDuration, multiLine, undoable } = notification.notificationOptions ?? {};
  // react-admin's null means "until closed"; undefined means the toasts' own duration.
  const autoClose = autoHideDuration === undefined ? undefined : (autoHideDuration ?? false);

  if (!undoable) {
    // The same text twice is one event told twice (a retried save, two callers of one error): one toast.
    showToast(<ToastMessage message={text} multiLine={multiLine} />, { type, autoClose, key: typeof text === 'string' ? text : undefined });
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
  showToast(<ToastMessage message={text} multiLine={multiLine} undo={{ label: undoLabel, onUndo: () => settle(true) }} />, {
    type,
    autoClose,
    onClose: () => settle(false),
  });
}

/**
 * A notification in the reader's words. react-admin's "Element created" / "Element updated" name
 * the record instead ("SA-000014 created"), unless the resource words its own message.
 */
function useWording() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const definitions = useResourceDefinitions();
  return useCallback(
    ({ message, type, notificationOptions }: NotificationPayload): Wording => {
      if (typeof message !== 'string') return { text: message, type };
      const saved = savedRecordOf(message, queryClient);
      if (saved && !translate(message, { _: '' })) {
        const name = recordTitle(definitions[saved.resource], saved.record);
        return { text: translate(`app.notifications.record_${saved.action}`, { name }), type: type === 'info' ? 'success' : type };
      }
      return { text: translate(message, notificationOptions?.messageArgs), type };
    },
    [translate, queryClient, definitions],
  );
}

/**
 * react-admin's `notify` shown as toasts (SPEC.md §9 "Toasts"): takes each queued notification
 * once, in order, and hands it to the toast container, which shows several at a time.
 */
export const AppNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const wording = useWording();
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
    forwardNotification(next, wording(next), translate('ra.action.undo'), next.notificationOptions?.undoable ? takeMutation() : undefined);
  }, [notifications, setNotifications, takeMutation, translate, wording]);

  return <Toasts />;
};
