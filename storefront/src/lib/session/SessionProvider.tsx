import { endSessionOnServer } from '@voosh/api-client';
import { REDIRECT_DELAY_MS, SESSION_STORAGE_KEY } from '@voosh/shared';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { pendingInvitationPath } from '../pendingInvitation';
import { clearStoredSession, readStoredSession, SESSION_ENDED_EVENT, writeStoredSession, type StoredSession } from '../storedSession';
import { dashboardOf, LOGIN_PATH } from './dashboards';
import { SessionContext, type SessionState } from './sessionContext';
import { useGoTo } from './useGoTo';

/**
 * Holds the session restored from storage (or `initialSession`, read once by startApp.tsx, so a page
 * hydrated as a visitor's is hydrated as one even if a session is stored meanwhile); must sit
 * inside the router (it navigates). The stored
 * session is read in the first render, so the first paint is already the page (not a placeholder
 * that waits for an effect: that held the home page's first paint back by a frame and a render).
 */
export function SessionProvider({ initialSession, children }: { initialSession?: StoredSession | null; children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => (initialSession === undefined ? readStoredSession() : initialSession));
  const navigate = useNavigate();
  const goTo = useGoTo();

  useEffect(() => {
    const ended = () => setSession(null);
    // Another tab signed in or out.
    const storage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) setSession(readStoredSession());
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    window.addEventListener('storage', storage);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
      window.removeEventListener('storage', storage);
    };
  }, []);

  const signIn = useCallback(
    (next: StoredSession, redirectTo = pendingInvitationPath() ?? dashboardOf(next.user.role)) => {
      writeStoredSession(next);
      setSession(next);
      setTimeout(() => goTo(redirectTo), REDIRECT_DELAY_MS);
    },
    [goTo],
  );

  const signOut = useCallback(() => {
    const token = readStoredSession()?.token;
    if (token) endSessionOnServer(token);
    clearStoredSession();
    setSession(null);
    navigate(LOGIN_PATH);
  }, [navigate]);

  const value = useMemo<SessionState>(
    () => ({ user: session?.user ?? null, token: session?.token ?? null, signIn, signOut }),
    [session, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
