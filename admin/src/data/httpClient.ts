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

/** The human text of an API error body ({statusCode, error, message}), else the fallback. */
export function errorTextOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
