import { api, unwrap } from '../../../lib/api';
import { toStoredSession } from './session';

/** POST /api/auth/login/2fa/enable: the app on with its first code; the session and the recovery codes. */
export async function enableAtSignIn(challenge: string, code: string) {
  const answer = unwrap(await api.POST('/api/auth/login/2fa/enable', { body: { challenge, code } }));
  return { session: toStoredSession(answer), recoveryCodes: answer.recoveryCodes };
}
