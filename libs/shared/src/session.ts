/** The signed-in session as the storefront stores it and the admin console reads it. */
import { isRole, type Role } from './roles';

export interface SessionUser {
  id: number | string;
  email: string;
  role: Role;
  profilePicture?: string | null;
}

/** `{token, user}` as JSON under SESSION_STORAGE_KEY. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** True for a usable stored session: a token and a user with an id, an e-mail and a known role. */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<StoredSession>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    (typeof user.id === 'number' || typeof user.id === 'string') &&
    typeof user.email === 'string' &&
    isRole(user.role)
  );
}
