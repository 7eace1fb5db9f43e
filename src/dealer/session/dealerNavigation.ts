export type DealerNotifyType = 'info' | 'success' | 'warning' | 'error';
export type DealerNavigate = (path: string) => void;
export type DealerNotify = (message: string, type: DealerNotifyType) => void;

const fullPageLoad: DealerNavigate = (path) => window.location.assign(path);
const silent: DealerNotify = () => undefined;

// The dealer API client exists before React renders, but the router's navigate and the
// portal's toasts exist only inside it: DealerApp binds them. Until then a full page load
// still takes the dealer where the session flow says.
const bound: { navigate: DealerNavigate; notify: DealerNotify } = { navigate: fullPageLoad, notify: silent };

export const dealerNavigation: { navigate: DealerNavigate; notify: DealerNotify } = {
  navigate: (path) => bound.navigate(path),
  notify: (message, type) => bound.notify(message, type),
};

/** Binds the portal's navigate and notify; the returned function unbinds them. */
export function bindDealerNavigation(navigate: DealerNavigate, notify: DealerNotify): () => void {
  bound.navigate = navigate;
  bound.notify = notify;
  return () => {
    bound.navigate = fullPageLoad;
    bound.notify = silent;
  };
}
