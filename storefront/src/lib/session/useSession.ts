import { useContext } from 'react';
import { SessionContext, type SessionState } from './sessionContext';

export type { SessionUser } from '../storedSession';
export type { SessionState } from './sessionContext';

/** The signed-in user and token (null for a visitor); only inside SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
