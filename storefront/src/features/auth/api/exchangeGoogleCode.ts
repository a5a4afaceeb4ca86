import { api, unwrap } from '../../../lib/api';

/**
 * POST /api/auth/google/exchange: the session token of a finished Google sign-in, for its
 * one-time code (the browser's binding cookie goes with it).
 */
export async function exchangeGoogleCode(code: string): Promise<string> {
  return unwrap(await api.POST('/api/auth/google/exchange', { body: { code } })).token;
}
