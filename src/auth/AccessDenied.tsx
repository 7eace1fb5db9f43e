import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate, type RouterLocation } from 'react-admin';

const ACCESS_DENIED_PATH = '/access-denied';

const OriginContext = createContext<RefObject<RouterLocation | null>>({ current: null });

/**
 * react-admin pushes /access-denied without saying where from. Keeping the last other
 * location lets the denial still hand its origin to /404, as SPEC.md §2 asks.
 */
export const OriginTracker = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const origin = useRef<RouterLocation | null>(null);
  useEffect(() => {
    if (location.pathname !== ACCESS_DENIED_PATH) origin.current = location;
  }, [location]);
  return <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>;
};

/** Admin's `accessDenied`: react-admin's own denial replaces to /404 like the route guard. */
export const AccessDeniedRedirect = () => {
  const origin = useContext(OriginContext);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate('/404', { replace: true, state: { from: origin.current ?? location } });
  }, [navigate, origin, location]);
  return null;
};
