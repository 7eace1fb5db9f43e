import { createContext, useContext, useState } from 'react';
import type { z } from 'zod';
import type { StaffPreferences } from '../../contract/mails';
import type { changePasswordInput, forgotPasswordInput, registerInput, resetPasswordInput, unlockInput } from '../../contract/user';
import { API_URL, httpClient as appHttpClient, type HttpClient } from '../providers/httpClient';
import { fieldErrorsOf } from '../ui/forms';

/**
 * DESIGN.md §5: the account calls a signed-out visitor makes, each answering `{message}`, the
 * lock screen's two, and a signed-in user's own password change and preferences (issue 36).
 */
export interface AccountApi {
  register(input: z.infer<typeof registerInput>): Promise<string>;
  forgotPassword(input: z.infer<typeof forgotPasswordInput>): Promise<string>;
  resetPassword(input: z.infer<typeof resetPasswordInput>): Promise<string>;
  lock(): Promise<void>;
  unlock(input: z.infer<typeof unlockInput>): Promise<void>;
  changePassword(input: z.infer<typeof changePasswordInput>): Promise<string>;
  preferences(): Promise<StaffPreferences>;
  savePreferences(input: StaffPreferences): Promise<StaffPreferences>;
}

export function createAccountApi(httpClient: HttpClient, apiUrl: string = API_URL): AccountApi {
  const post = async (path: string, body?: unknown) => {
    const { json } = await httpClient(`${apiUrl}/${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    return (json as { message?: string } | undefined)?.message ?? '';
  };
  return {
    register: (input) => post('register', input),
    forgotPassword: (input) => post('forgot-password', input),
    resetPassword: (input) => post('reset-password', input),
    lock: async () => {
      await post('lock');
    },
    unlock: async (input) => {
      await post('unlock', input);
    },
    changePassword: (input) => post('password', input),
    preferences: async () => (await httpClient(`${apiUrl}/me/preferences`)).json as StaffPreferences,
    savePreferences: async (input) => (await httpClient(`${apiUrl}/me/preferences`, { method: 'PUT', body: JSON.stringify(input) })).json as StaffPreferences,
  };
}

/** The app's client by default; tests give the pages a client of their own. */
export const AccountApiContext = createContext<AccountApi>(createAccountApi(appHttpClient));

export const useAccountApi = () => useContext(AccountApiContext);

/**
 * One account form's round trip: `loading` while the call runs, then the server's `message`,
 * or an `error` to show above the form. A 422's field errors are handed back to react-admin's
 * Form (which puts them under the fields), unless `onFieldErrors` takes them.
 */
export function useAccountRequest<T>(send: (values: T) => Promise<string>, onFieldErrors?: (errors: Record<string, string>) => boolean) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (values: Partial<T>): Promise<Record<string, string> | undefined> => {
    setLoading(true);
    setError(null);
    try {
      setMessage(await send(values as T));
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      if (fieldErrors && onFieldErrors?.(fieldErrors)) return undefined;
      if (fieldErrors) return fieldErrors;
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
    return undefined;
  };

  return { loading, error, message, submit };
}
