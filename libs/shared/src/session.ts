/** The signed-in session as the storefront stores it and the admin console reads it. */
import { SESSION_STORAGE_KEY } from './brand';
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

/** The part of the browser's localStorage the session needs (injectable, so testable in Node). */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function clearStoredSession(store: SessionStore): void {
  store.removeItem(SESSION_STORAGE_KEY);
}

export function writeStoredSession(store: SessionStore, session: StoredSession): void {
  store.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export const UNREADABLE_SESSION = 'Stored session is unreadable; clearing it.';

/** The stored session, or null when there is none; unreadable data is cleared and reported (logged by the apps). */
export function readStoredSession(store: SessionStore, report: (message: string) => void): StoredSession | null {
  const raw = store.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStoredSession(value)) return value;
  } catch {
    // same handling as a wrong shape, below
  }
  report(UNREADABLE_SESSION);
  clearStoredSession(store);
  return null;
}
