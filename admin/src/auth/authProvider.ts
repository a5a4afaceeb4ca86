import { endSessionOnServer } from '@voosh/api-client';
import type { AuthProvider } from 'react-admin';
import { clearStoredSession, readAdminSession, readStoredSession } from './storedSession';

/** Storefront pages, outside react-admin: reached by a full page load. */
export const LOGIN_PATH = '/login';
export const CUSTOMER_HOME_PATH = '/customer/dashboard';

type Leave = (url: string) => void;

/**
 * Leaves for `url` by a page load, once: react-admin asks again on every failed check while the
 * page is still here, and each new load would cancel the one under way, so a slow answer (a page
 * the server renders) would never arrive.
 */
let leaving = false;
const leaveByPageLoad: Leave = (url) => {
  if (leaving) return;
  leaving = true;
  window.location.assign(url);
};

/** An auth provider over the storefront's stored session; `leave` is replaceable in tests. */
export function createAuthProvider(leave: Leave = leaveByPageLoad): AuthProvider {
  return {
    login: () => Promise.reject(new Error(`Sign in at ${LOGIN_PATH}`)),

    checkAuth: () => {
      const session = readStoredSession();
      if (session?.user.role === 'ADMIN') return Promise.resolve();
      const redirectTo = session ? CUSTOMER_HOME_PATH : LOGIN_PATH;
      return Promise.reject({ redirectTo });
    },

    // react-admin calls this on a failed check too. A customer is on the wrong console, not
    // signing out: keep their session and send them to their own dashboard (the spec's guard).
    // Returning false stops react-admin from routing internally: we leave for the storefront.
    logout: () => {
      const session = readStoredSession();
      if (session?.user.role === 'CUSTOMER') {
        leave(CUSTOMER_HOME_PATH);
      } else {
        if (session) endSessionOnServer(session.token);
        clearStoredSession();
        leave(LOGIN_PATH);
      }
      return Promise.resolve(false);
    },

    checkError: (error: { status?: number }) => {
      if (error?.status === 401) {
        clearStoredSession();
        return Promise.reject({ redirectTo: LOGIN_PATH });
      }
      return Promise.resolve();
    },

    getIdentity: () => {
      const session = readAdminSession();
      if (!session) return Promise.reject(new Error('Not signed in'));
      const { id, email, profilePicture } = session.user;
      return Promise.resolve({ id, fullName: email, avatar: profilePicture ?? undefined });
    },

    getPermissions: () => Promise.resolve(readAdminSession()?.user.role),
  };
}

export const authProvider = createAuthProvider();
