// SPEC.md §3 and §4: the dealer is kept in browser storage under `dealer` (the object the
// login and refresh calls answer) beside `dealerInfo` (what the header shows).
import { useSyncExternalStore } from 'react';
import type { DealerProfile } from '../../../contract/dealerPortal';

export const DEALER_KEY = 'dealer';
export const DEALER_INFO_KEY = 'dealerInfo';

export interface DealerInfo {
  id: number;
  company_name: string;
  contact_person_name: string | null;
}

// The guard and the header read storage while rendering; they hear of changes made by the
// API client (refresh, forced logout) and by the profile page through these listeners.
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function storeDealer(storage: Storage, dealer: DealerProfile): void {
  storage.setItem(DEALER_KEY, JSON.stringify(dealer));
  storeDealerInfo(storage, dealer);
}

function storeDealerInfo(storage: Storage, dealer: DealerInfo): void {
  const info: DealerInfo = { id: dealer.id, company_name: dealer.company_name, contact_person_name: dealer.contact_person_name };
  storage.setItem(DEALER_INFO_KEY, JSON.stringify(info));
  changed();
}

export function clearDealer(storage: Storage): void {
  storage.removeItem(DEALER_KEY);
  storage.removeItem(DEALER_INFO_KEY);
  changed();
}

function parsed<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch (error) {
    console.error('Stored dealer is not JSON', error);
    return null;
  }
}

/** SPEC.md §4: a dealer is signed in while a stored dealer parses. */
export function isDealerSignedIn(storage: Storage): boolean {
  return parsed<DealerProfile>(storage.getItem(DEALER_KEY))?.id != null;
}

export function readDealerInfo(storage: Storage): DealerInfo | null {
  return parsed<DealerInfo>(storage.getItem(DEALER_INFO_KEY));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out or in changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Re-renders when the stored dealer comes or goes. */
export function useDealerSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => isDealerSignedIn(window.localStorage));
}

/** The stored dealerInfo; the store's snapshot is its text, which stays equal between renders. */
export function useDealerInfo(): DealerInfo | null {
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(DEALER_INFO_KEY));
  return parsed<DealerInfo>(raw);
}
