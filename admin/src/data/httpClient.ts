import { fetchUtils } from 'react-admin';
import { readStoredSession } from '../auth/storedSession';

/** fetchJson with `Authorization: Bearer <token>` from the stored session. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readStoredSession()?.token;
  return fetchUtils.fetchJson(url, {
    ...options,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
}
