import { createContext } from 'react';
import type { SessionUser, StoredSession } from '../storedSession';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /** Stores the session, then after REDIRECT_DELAY_MS goes to `redirectTo`, by default the role's dashboard. */
  signIn(session: StoredSession, redirectTo?: string): void;
  /** Clears the session and goes to /login. */
  signOut(): void;
}

export const SessionContext = createContext<SessionState | null>(null);
