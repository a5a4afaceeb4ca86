import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/login/2fa/setup: an admin made to set up an app at sign-in gets its secret and QR code. */
export async function setUpAtSignIn(challenge: string) {
  return unwrap(await api.POST('/api/auth/login/2fa/setup', { body: { challenge } }));
}
