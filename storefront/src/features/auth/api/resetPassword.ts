import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';

/** POST /api/auth/reset-password: sets the new password with the e-mailed code. */
export async function resetPassword(body: Schema<'ResetPasswordDto'>) {
  return unwrap(await api.POST('/api/auth/reset-password', { body }));
}
