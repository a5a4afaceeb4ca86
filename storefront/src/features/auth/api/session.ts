import type { Schema } from '@voosh/api-client';
import type { StoredSession } from '../../../lib/storedSession';

/** The stored part of a sign-in answer: the token and the user's id, e-mail, role and picture. */
export function toStoredSession({ token, user }: Schema<'SessionResponse'>): StoredSession {
  return { token, user: { id: user.id, email: user.email, role: user.role, profilePicture: user.profilePicture ?? null } };
}
