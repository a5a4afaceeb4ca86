import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

/**
 * Runs one of the console's own API calls as react-admin runs its data provider's: a failure goes
 * to the auth provider's checkError first (a 401 ends the session), then rejects as it came.
 */
export function useApiCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
