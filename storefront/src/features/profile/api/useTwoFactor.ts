import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { profileKeys } from './profileKeys';

/** GET /api/auth/2fa: whether the authenticator app is on, required, and the recovery codes left. */
export function useTwoFactor() {
  return useQuery({ queryKey: profileKeys.twoFactor, queryFn: async () => unwrap(await api.GET('/api/auth/2fa')) });
}
