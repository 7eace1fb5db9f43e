import type { NotificationType } from 'react-admin';

export type Navigate = (path: string) => void;
export type Notify = (message: string, type: NotificationType) => void;

const fullPageLoad: Navigate = (path) => window.location.assign(path);
const silent: Notify = () => undefined;

// The http client is built before React renders, but the router's navigate and
// react-admin's notify exist only inside the rendered app: <NavigationBridge> binds them.
// Until it has, a full page load still gets the user where the session flow says.
const bound: { navigate: Navigate; notify: Notify } = { navigate: fullPageLoad, notify: silent };

export const appNavigation: { navigate: Navigate; notify: Notify } = {
  navigate: (path) => bound.navigate(path),
  notify: (message, type) => bound.notify(message, type),
};

/** Binds the app's navigate and notify; the returned function unbinds them. */
export function bindNavigation(navigate: Navigate, notify: Notify): () => void {
  bound.navigate = navigate;
  bound.notify = notify;
  return () => {
    bound.navigate = fullPageLoad;
    bound.notify = silent;
  };
}
