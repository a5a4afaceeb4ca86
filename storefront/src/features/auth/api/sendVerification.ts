import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/send-verification: e-mails a 6-digit code. */
export async function sendVerification(email: string) {
  return unwrap(await api.POST('/api/auth/send-verification', { body: { email } }));
}
