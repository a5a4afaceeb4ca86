import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { profileKeys } from './profileKeys';
import type { Account } from './types';

/**
 * GET /api/auth/me: what the stored session does not hold (e-mail verification, the current
 * picture). Only decorates the page, so a failure just leaves those parts out.
 */
export function useAccount() {
  return useQuery({ queryKey: profileKeys.account, queryFn: async (): Promise<Account> => unwrap(await api.GET('/api/auth/me')) });
}
