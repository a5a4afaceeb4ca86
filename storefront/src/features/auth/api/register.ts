import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { toStoredSession } from './session';

/** POST /api/auth/register: creates the customer account with the e-mailed code; answers a session. */
export async function register(body: Schema<'RegisterDto'>) {
  return toStoredSession(unwrap(await api.POST('/api/auth/register', { body })));
}
