import {
  clearStoredSession as clearIn,
  readStoredSession as readFrom,
  type StoredSession,
  writeStoredSession as writeTo,
} from '@voosh/shared';

export type { SessionUser, StoredSession } from '@voosh/shared';

/** Fired on window when the API refuses the stored token: the session has ended. */
export const SESSION_ENDED_EVENT = 'voosh:session-ended';

export const clearStoredSession = () => clearIn(localStorage);
export const writeStoredSession = (session: StoredSession) => writeTo(localStorage, session);
export const readStoredSession = () => readFrom(localStorage, (message) => console.error(message));

/** Called when the API answers 401 to a request that carried a token. */
export function endStoredSession(): void {
  clearStoredSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
