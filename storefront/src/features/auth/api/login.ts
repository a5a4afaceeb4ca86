import type { Schema } from '@voosh/api-client';
import { api, unwrap } from '../../../lib/api';
import { toStoredSession } from './session';

/** POST /api/auth/login: the session, or an ApiError whose body is `{type, error, userEmail}`. */
export async function login(body: Schema<'LoginDto'>) {
  return toStoredSession(unwrap(await api.POST('/api/auth/login', { body })));
}
