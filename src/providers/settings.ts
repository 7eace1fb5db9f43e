import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from './httpClient';
import type { Settings } from '../../contract/settings';

export const SETTINGS_KEY = ['settings'];

/**
 * GET /api/settings (any staff): the tax rate new orders copy and the company header of printed
 * documents. It is no collection, so the data provider has no method for it; the app's
 * httpClient still brings the session handling.
 */
export async function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return (await httpClient(`${API_URL}/settings`, { signal })).json as Settings;
}

/** PUT /api/settings (manage_orders): every field, with the version read; a stale one is 409. */
export async function saveSettings(settings: Settings): Promise<Settings> {
  return (await httpClient(`${API_URL}/settings`, { method: 'PUT', body: JSON.stringify(settings) })).json as Settings;
}

export function useSettings(enabled = true) {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSettings(signal), enabled });
}
