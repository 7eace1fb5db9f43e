import { useNavigate } from 'react-router';
import { DEALER_LOGIN_PATH } from '../session/dealerApi';
import { signOutDealer } from '../session/dealerAuth';
import { useDealerNotify } from './DealerNotify';

/** SPEC.md §4 "Dealer logout": a failed logout still signs out, says so and goes to login. */
export function useDealerLogout(): () => Promise<void> {
  const notify = useDealerNotify();
  const navigate = useNavigate();
  return async () => {
    await signOutDealer();
    notify('app.dealer.logged_out', 'success');
    navigate(DEALER_LOGIN_PATH, { replace: true });
  };
}
