import {
  clearStoredSession as clearIn,
  markSignedIn,
  readStoredSession as readFrom,
  type StoredSession,
  writeStoredSession as writeTo,
} from '@voosh/shared';

export type { SessionUser, StoredSession } from '@voosh/shared';

/** The session the storefront stored at sign-in (same entry, same format). */
export const readStoredSession = () => readFrom(localStorage, (message) => console.error(message));
export function clearStoredSession(): void {
  clearIn(localStorage);
  // The storefront's pages are rendered for visitors again (see SIGNED_IN_COOKIE).
  markSignedIn(document, false);
}

export function readAdminSession(): StoredSession | null {
  const session = readStoredSession();
  return session?.user.role === 'ADMIN' ? session : null;
}

/** Keeps the signed-in user and stores the token the API answered (a password change ends the old one). */
export function replaceStoredToken(token: string): void {
  const session = readStoredSession();
  if (session) writeTo(localStorage, { ...session, token });
}
