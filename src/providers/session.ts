// SPEC.md §3 and §4: the staff user is kept in browser storage under `user`, beside a
// signed-in flag; both are written together and cleared together.
import type { SessionUser } from '../../contract/user';

export const USER_KEY = 'user';
export const SIGNED_IN_KEY = 'isAuthenticated';

export function storeUser(storage: Storage, user: SessionUser): void {
  storage.setItem(USER_KEY, JSON.stringify(user));
  storage.setItem(SIGNED_IN_KEY, 'true');
}

export function clearUser(storage: Storage): void {
  storage.removeItem(USER_KEY);
  storage.removeItem(SIGNED_IN_KEY);
}

/** The stored user, or null when there is none. Throws when the stored text is not JSON. */
export function readUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(USER_KEY);
  return raw ? (JSON.parse(raw) as SessionUser) : null;
}

/** SPEC.md §4: signed in needs the flag and a stored user that parses. */
export function isSignedIn(storage: Storage): boolean {
  if (storage.getItem(SIGNED_IN_KEY) !== 'true') return false;
  try {
    return readUser(storage)?.id != null;
  } catch {
    return false;
  }
}
