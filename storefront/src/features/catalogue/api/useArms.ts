import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** GET /api/arms: every arm with its products. */
export function useArms() {
  return useQuery({ queryKey: catalogueKeys.arms, queryFn: async () => unwrap(await api.GET('/api/arms')) });
}
