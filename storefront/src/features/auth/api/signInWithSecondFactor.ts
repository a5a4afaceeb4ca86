import { api, unwrap } from '../../../lib/api';
import { toStoredSession } from './session';

/** POST /api/auth/login/2fa: the session, for the code from the app (or a recovery code) and the sign-in's challenge. */
export async function signInWithSecondFactor(challenge: string, code: string) {
  return toStoredSession(unwrap(await api.POST('/api/auth/login/2fa', { body: { challenge, code } })));
}
