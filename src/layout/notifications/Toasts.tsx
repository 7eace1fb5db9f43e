import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
// The unstyled entry plus the stylesheet: Vite bundles the CSS into a file, so the library never
// injects a <style> element of its own at run time.
import { ToastContainer, toast, type CloseButtonProps, type Id, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';

/** At most this many toasts show at once; the rest wait and appear as earlier ones close (SPEC.md §4). */
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** SPEC.md §9 "Toasts". */
export const TOAST_OPTIONS = {
  position: 'top-right',
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

// Top-right toasts start below the app bar, so a toast never hides the user menu.
const BELOW_APP_BAR = '72px';

export interface ShowToastOptions {
  type?: ToastType;
  /** Milliseconds, or false to stay until closed; the container's 5000 ms otherwise. */
  autoClose?: number | false;
  /** Called once when the toast closes, whatever closed it. */
  onClose?: () => void;
}

/** Shows a toast in the page's container (queued while TOAST_LIMIT toasts are showing). */
export function showToast(content: ReactNode, { type = 'default', autoClose, onClose }: ShowToastOptions = {}): Id {
  // Only errors interrupt a screen reader; the rest wait their turn.
  return toast(content, { type, autoClose, onClose, role: type === 'error' ? 'alert' : 'status' });
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
  const closeLabel = translate('ra.action.close');
  const style = { '--toastify-font-family': theme.typography.fontFamily, '--toastify-toast-top': BELOW_APP_BAR } as CSSProperties;
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      rtl={rtl}
      aria-label={translate('app.notifications.region')}
      closeButton={(props) => <ToastCloseButton {...props} label={closeLabel} />}
      style={style}
    />
  );
};
