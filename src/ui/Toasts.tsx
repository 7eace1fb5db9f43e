import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useMediaQuery, useTheme, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
// The unstyled entry plus the stylesheet: Vite bundles the CSS into a file, so the library never
// injects a <style> element of its own at run time.
import { ToastContainer, toast, type CloseButtonProps, type Id, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';

/** At most this many toasts show at once; the rest wait and appear as earlier ones close (SPEC.md §4). */
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * SPEC.md §9 "Toasts", placed by issue 18 where they cover none of the page's actions: at the
 * bottom centre on wider screens (a page's actions sit in its top toolbar, a form's Save at the
 * left of its bottom toolbar), over the app bar on phones (there react-admin pins the form
 * toolbar to the bottom of the screen, and the phone layout keeps its actions at the bottom).
 */
export const TOAST_POSITION = { wide: 'bottom-center', phone: 'top-center' } as const;

export const TOAST_OPTIONS = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  draggablePercent: 80,
  draggableDirection: 'x',
  theme: 'light',
  limit: TOAST_LIMIT,
} as const satisfies ToastContainerProps;

// On a phone the toast lies over the app bar: its tools are not the page's actions, and a tap closes it.
const PHONE_TOP = '8px';

export interface ShowToastOptions {
  type?: ToastType;
  /** Milliseconds, or false to stay until closed; the container's 5000 ms otherwise. */
  autoClose?: number | false;
  /** Called once when the toast closes, whatever closed it. */
  onClose?: () => void;
  /**
   * What makes two toasts the same event: while one with this key is showing or waiting, another
   * is not shown. A text message is its own key.
   */
  key?: string;
}

/** The keys of the toasts showing or queued, with their ids. */
const openToasts = new Map<string, Id>();

/** Shows a toast in the page's container (queued while TOAST_LIMIT toasts are showing); one per event. */
export function showToast(content: ReactNode, { type = 'default', autoClose, onClose, key }: ShowToastOptions = {}): Id {
  const dedupeKey = key ?? (typeof content === 'string' ? content : undefined);
  const sameKey = dedupeKey === undefined ? undefined : `${type}:${dedupeKey}`;
  const open = sameKey === undefined ? undefined : openToasts.get(sameKey);
  // A container unmounted with the toast in it never closes it: only a toast still there counts.
  if (open !== undefined && toast.isActive(open)) return open;
  const id = toast(content, {
    type,
    autoClose,
    // Only errors interrupt a screen reader; the rest wait their turn.
    role: type === 'error' ? 'alert' : 'status',
    onClose: () => {
      if (sameKey !== undefined) openToasts.delete(sameKey);
      onClose?.();
    },
  });
  if (sameKey !== undefined) openToasts.set(sameKey, id);
  return id;
}

const subscribeToDirection = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
};

/** The page's direction, which the layout's RTL preference sets on the root element. */
const useRightToLeft = () => useSyncExternalStore(subscribeToDirection, () => document.dir === 'rtl');

const ToastCloseButton = ({ closeToast, label }: CloseButtonProps & { label: string }) => (
  <button
    type="button"
    className="Toastify__close-button Toastify__close-button--light"
    aria-label={label}
    onClick={(event) => {
      event.stopPropagation();
      closeToast(true);
    }}
  >
    <CloseIcon fontSize="small" />
  </button>
);

/** The page's one toast container: the staff app and the dealer portal both render it. */
export const Toasts = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const rtl = useRightToLeft();
  const phone = useMediaQuery<Theme>((current) => current.breakpoints.down('sm'), { noSsr: true });
  const closeLabel = translate('ra.action.close');
  const style = { '--toastify-font-family': theme.typography.fontFamily, '--toastify-toast-top': PHONE_TOP } as CSSProperties;
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      position={phone ? TOAST_POSITION.phone : TOAST_POSITION.wide}
      rtl={rtl}
      aria-label={translate('app.notifications.region')}
      closeButton={(props) => <ToastCloseButton {...props} label={closeLabel} />}
      style={style}
    />
  );
};
