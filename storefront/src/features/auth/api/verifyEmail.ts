import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/verify-email: checks the e-mailed code. */
export async function verifyEmail(email: string, code: string) {
  return unwrap(await api.POST('/api/auth/verify-email', { body: { email, code } }));
}
