import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** GET /api/arms: every arm with its products. */
export const armsQuery = queryOptions({ queryKey: catalogueKeys.arms, queryFn: async () => unwrap(await api.GET('/api/arms')) });

export function useArms() {
  return useQuery(armsQuery);
}
