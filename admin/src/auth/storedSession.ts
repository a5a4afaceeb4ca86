import { SESSION_STORAGE_KEY } from '@voosh/shared';

export type Role = 'ADMIN' | 'CUSTOMER';

export interface SessionUser {
  id: string | number;
  email: string;
  role: Role;
  profilePicture?: string;
}

/** The session the storefront stores at sign-in; the console reads the same entry. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<StoredSession>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.email === 'string' &&
    (user.role === 'ADMIN' || user.role === 'CUSTOMER')
  );
}

export function clearStoredSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** The stored session, or null when absent; unreadable data is cleared and logged. */
export function readStoredSession(): StoredSession | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStoredSession(value)) return value;
  } catch {
    // handled below: same as a wrong shape
  }
  console.error('Stored session is unreadable; clearing it.');
  clearStoredSession();
  return null;
}

export function readAdminSession(): StoredSession | null {
  const session = readStoredSession();
  return session?.user.role === 'ADMIN' ? session : null;
}
