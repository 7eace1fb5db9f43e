import { Navigate, Outlet } from 'react-router';
import { DEALER_LOGIN_PATH } from './dealerApi';
import { useDealerSignedIn } from './dealerSession';

/** SPEC.md §4: no stored dealer leads to /dealer/login. */
export const DealerGuard = () => (useDealerSignedIn() ? <Outlet /> : <Navigate to={DEALER_LOGIN_PATH} replace />);
