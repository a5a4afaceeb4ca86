import {
  clearStoredSession as clearIn,
  markSignedIn,
  readStoredSession as readFrom,
  type StoredSession,
  writeStoredSession as writeTo,
} from '@voosh/shared';

export type { SessionUser, StoredSession } from '@voosh/shared';

/** Fired on window when the API refuses the stored token: the session has ended. */
export const SESSION_ENDED_EVENT = 'voosh:session-ended';

/** True where there is a browser's storage (not while the server renders a page for a visitor). */
const inBrowser = () => typeof localStorage !== 'undefined';

export function clearStoredSession(): void {
  clearIn(localStorage);
  markSignedIn(document, false);
}

export function writeStoredSession(session: StoredSession): void {
  writeTo(localStorage, session);
  markSignedIn(document, true);
}

/** The stored session; none on the server, which renders pages for signed-out visitors. */
export const readStoredSession = () => (inBrowser() ? readFrom(localStorage, (message) => console.error(message)) : null);

/** Called when the API answers 401 to a request that carried a token. */
export function endStoredSession(): void {
  clearStoredSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
