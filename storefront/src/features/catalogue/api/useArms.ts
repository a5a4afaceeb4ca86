import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const armsQueryKey = ['arms'] as const;

/** GET /api/arms: every arm with its products. */
export function useArms() {
  return useQuery({ queryKey: armsQueryKey, queryFn: async () => unwrap(await api.GET('/api/arms')) });
}
