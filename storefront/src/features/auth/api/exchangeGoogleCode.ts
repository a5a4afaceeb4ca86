import { api, unwrap } from '../../../lib/api';
import { toStoredSession } from './session';

/**
 * POST /api/auth/google/exchange: the session of a finished Google sign-in, for its one-time code
 * (the browser's binding cookie goes with it).
 */
export async function exchangeGoogleCode(code: string) {
  return toStoredSession(unwrap(await api.POST('/api/auth/google/exchange', { body: { code } })));
}
