import { api, unwrap } from '../../../lib/api';

/** GET /api/auth/google: where to send the browser for Google sign-in (503 when not configured). */
export async function googleSignInUrl(): Promise<string> {
  return unwrap(await api.GET('/api/auth/google')).url;
}
