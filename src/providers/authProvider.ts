import type { AuthProvider, UserIdentity } from 'react-admin';
import { parsePermissions, type Action } from '../../contract/permissions';
import { canAccess } from '../../contract/resources';
import type { SessionUser } from '../../contract/user';
import { API_URL, httpClient as appHttpClient, sessionChanged, type HttpClient } from './httpClient';
import { clearUser, isSignedIn, readUser, storeUser } from './session';

export interface AuthProviderDeps {
  httpClient: HttpClient;
  apiUrl?: string;
  storage?: Storage;
  /** Told when checking the session on load replaced the stored user with a different one. */
  onSessionChange?: (user: SessionUser) => void;
}

export const FALLBACK_NAME = 'User';

/** SPEC.md §8: the displayed name drops a leading title. */
export function displayName(fullName: string | null | undefined): string {
  const name = (fullName ?? '').replace(/^\s*(Mr|Ms|Mrs)\.\s*/i, '').trim();
  return name || FALLBACK_NAME;
}

function storedUserOrNull(storage: Storage): SessionUser | null {
  try {
    return readUser(storage);
  } catch {
    return null;
  }
}

/**
 * Adapts the session (SPEC.md §4) and the permission table (DESIGN.md §3) to react-admin.
 * The 401 and 403 flows belong to the http client, so checkError lets every error through.
 */
export function createAuthProvider({
  httpClient,
  apiUrl = API_URL,
  storage = globalThis.localStorage,
  onSessionChange = () => undefined,
}: AuthProviderDeps): AuthProvider {
  const heldPermissions = () => parsePermissions(storedUserOrNull(storage)?.permissions);
  // Once per page load the server says who the user is now, so a role changed since sign-in
  // shows in the menu and the screens after a reload, not only after the next token refresh.
  let identityConfirmed: Promise<void> | null = null;
  const confirmIdentity = async () => {
    try {
      const { json } = await httpClient(`${apiUrl}/me`);
      const user = (json as { user: SessionUser }).user;
      const before = storedUserOrNull(storage);
      storeUser(storage, user);
      if (before?.permissions !== user.permissions || before?.full_name !== user.full_name) onSessionChange(user);
    } catch (error) {
      identityConfirmed = null;
      // A 401 has already ended the session (the http client's refresh failed); anything else
      // (offline, a server hiccup) leaves the stored user in place.
      if ((error as { status?: number }).status === 401) throw { redirectTo: '/' };
    }
  };

  return {
    async login({ email, password, remember = false }: { email: string; password: string; remember?: boolean }) {
      const { json } = await httpClient(`${apiUrl}/login`, { method: 'POST', body: JSON.stringify({ email, password, remember }) });
      storeUser(storage, (json as { user: SessionUser }).user);
      identityConfirmed = Promise.resolve();
    },

    async logout() {
      const userId = storedUserOrNull(storage)?.id ?? null;
      try {
        await httpClient(`${apiUrl}/logout?userId=${encodeURIComponent(String(userId))}`, { method: 'POST' });
      } catch (error) {
        console.error('Logout failed', error);
      }
      clearUser(storage);
      return '/';
    },

    async checkAuth() {
      if (!isSignedIn(storage)) throw { redirectTo: '/' };
      identityConfirmed ??= confirmIdentity();
      await identityConfirmed;
    },

    async checkError() {},

    async getIdentity(): Promise<UserIdentity> {
      try {
        const user = readUser(storage);
        if (!user) throw new Error('No stored user');
        return { id: user.id, fullName: displayName(user.full_name) };
      } catch (error) {
        console.error('Cannot read the stored user', error);
        return { id: '', fullName: FALLBACK_NAME };
      }
    },

    async getPermissions() {
      return [...heldPermissions()];
    },

    // An action react-admin adds later (e.g. 'clone') counts as a write, as permissionFor does.
    async canAccess({ resource, action }) {
      return canAccess(heldPermissions(), resource, action as Action);
    },
  };
}

export const authProvider = createAuthProvider({ httpClient: appHttpClient, onSessionChange: sessionChanged });
