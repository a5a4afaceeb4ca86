import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/forgot-password: e-mails a reset code if the account exists. */
export async function forgotPassword(email: string) {
  return unwrap(await api.POST('/api/auth/forgot-password', { body: { email } }));
}
