import { clearStoredSession as clearIn, readStoredSession as readFrom, type StoredSession } from '@voosh/shared';

export type { SessionUser, StoredSession } from '@voosh/shared';

/** The session the storefront stored at sign-in (same entry, same format). */
export const readStoredSession = () => readFrom(localStorage, (message) => console.error(message));
export const clearStoredSession = () => clearIn(localStorage);

export function readAdminSession(): StoredSession | null {
  const session = readStoredSession();
  return session?.user.role === 'ADMIN' ? session : null;
}
