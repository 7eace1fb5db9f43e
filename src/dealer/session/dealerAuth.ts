// SPEC.md §4 "Dealer session" and "Dealer logout", §7 (login, logout?dealerId=).
import type { DealerProfile } from '../../../contract/dealerPortal';
import { dealerFetch } from './dealerApi';
import { clearDealer, readDealerInfo, storeDealer } from './dealerSession';

export async function signInDealer(credentials: { email: string; password: string }, storage: Storage = window.localStorage): Promise<void> {
  const { json } = await dealerFetch<{ dealer: DealerProfile }>('/login', { method: 'POST', body: credentials });
  storeDealer(storage, json.dealer);
}

/** Ends the session on the server if it can; the dealer is signed out here either way. */
export async function signOutDealer(storage: Storage = window.localStorage): Promise<void> {
  const dealerId = readDealerInfo(storage)?.id;
  try {
    await dealerFetch('/logout' + (dealerId == null ? '' : `?dealerId=${dealerId}`), { method: 'POST' });
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    clearDealer(storage);
  }
}
