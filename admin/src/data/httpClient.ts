import { fetchUtils, HttpError } from 'react-admin';
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

/**
 * A plain fetch with the bearer token, for answers that are not JSON (a CSV export). A non-2xx
 * answer rejects with react-admin's HttpError, like fetchJson, so a 401 ends the session.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const token = readStoredSession()?.token;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { ...init, headers });
  if (response.ok) return response;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  throw new HttpError(errorTextOf(body, response.statusText), response.status, body);
}
