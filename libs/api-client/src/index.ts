import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths } from './schema';
export { filenameOf, saveFile } from './downloads';

/** Every schema of the API by name, e.g. `Schema<'ArmResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type ApiClient = Client<paths>;

/**
 * A typed client of the VOOSH API (paths and bodies checked against the OpenAPI document).
 * `getToken` is read on every call so a session change needs no new client.
 */
export function createApiClient(options: ClientOptions & { getToken?: () => string | null | undefined } = {}): ApiClient {
  const { getToken, ...clientOptions } = options;
  const client = createClient<paths>({ baseUrl: '', ...clientOptions });
  if (getToken) {
    client.use({
      onRequest({ request }) {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  return client;
}

/** The path that ends the session of the bearer token sent (POST). */
export const LOGOUT_PATH: keyof paths = '/api/auth/logout';

/**
 * Asks the API to end the session of `token`, without waiting: the browser's own session ends at
 * once whatever the answer (offline, already expired), and `keepalive` lets the call finish when
 * the page is left for another right after (the console signs out by a page load).
 */
export function endSessionOnServer(token: string, fetchImpl: typeof fetch = globalThis.fetch): void {
  void fetchImpl(LOGOUT_PATH, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
