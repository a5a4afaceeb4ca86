import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/send-verification: e-mails a 6-digit code; a sign-up's `password` is checked against the rules first. */
export async function sendVerification(email: string, password?: string) {
  return unwrap(await api.POST('/api/auth/send-verification', { body: { email, password } }));
}
